export { uploadRoutes } from './routes';
export { sweepUnusedUploads, UNUSED_UPLOAD_LIFETIME_HOURS } from './sweep-uploads';
export { fileAddress, parseIssuedAddress, tokenMatches } from './upload-addresses';
