export { putFile, requestUploadUrl } from './api';
export { FilePicker } from './file-picker';
