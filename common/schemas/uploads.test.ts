import { describe, expect, it } from 'vitest';
import {
  declaredFormat,
  fileRules,
  fileTooLargeMessage,
  invalidFileMessage,
  mediaType,
  uploadedFileSchema,
  uploadUrlRequestSchema,
  uploadUrlResponseSchema,
} from './uploads';

describe('file rules', () => {
  it('takes songs of up to 50 MB as mp3, wav or m4a', () => {
    expect(fileRules.music).toEqual({
      maxMegabytes: 50,
      maxBytes: 50 * 1024 * 1024,
      contentTypes: ['audio/mpeg', 'audio/mp3', 'audio/wav', 'audio/x-wav', 'audio/wave', 'audio/m4a', 'audio/mp4', 'audio/x-m4a'],
      extensions: '.mp3,.wav,.m4a',
    });
  });

  it('takes images of up to 10 MB as jpeg, png or webp', () => {
    expect(fileRules.image).toEqual({
      maxMegabytes: 10,
      maxBytes: 10 * 1024 * 1024,
      contentTypes: ['image/jpeg', 'image/png', 'image/webp'],
      extensions: '.jpg,.jpeg,.png,.webp',
    });
  });

  it('says the spec’s alerts', () => {
    expect(fileTooLargeMessage('music')).toBe('File size must be less than 50MB');
    expect(fileTooLargeMessage('image')).toBe('File size must be less than 10MB');
    expect(invalidFileMessage('music')).toBe('Please select a valid music file');
    expect(invalidFileMessage('image')).toBe('Please select a valid image file');
  });
});

describe('mediaType', () => {
  it('keeps the type and subtype, lower case, without parameters', () => {
    expect(mediaType('audio/MPEG; charset=binary')).toBe('audio/mpeg');
    expect(mediaType('  Image/PNG  ')).toBe('image/png');
    expect(mediaType(' image/webp ;q=1')).toBe('image/webp');
    expect(mediaType(null)).toBe('');
    expect(mediaType(undefined)).toBe('');
  });
});

describe('declaredFormat', () => {
  it.each([
    ['music', 'audio/mpeg', 'mp3'],
    ['music', 'audio/mp3', 'mp3'],
    ['music', 'audio/x-wav', 'wav'],
    ['music', 'audio/wave', 'wav'],
    ['music', 'audio/x-m4a', 'm4a'],
    ['music', 'Audio/MP4; codecs=mp4a', 'm4a'],
    ['image', 'image/jpeg', 'jpeg'],
    ['image', 'image/png', 'png'],
    ['image', 'image/webp', 'webp'],
  ] as const)('reads a %s file declared as %s as %s', (kind, contentType, format) => {
    expect(declaredFormat(kind, contentType)).toBe(format);
  });

  it('is null for a format the kind does not take', () => {
    expect(declaredFormat('music', 'image/png')).toBeNull();
    expect(declaredFormat('image', 'audio/mpeg')).toBeNull();
    expect(declaredFormat('image', 'image/gif')).toBeNull();
    expect(declaredFormat('music', null)).toBeNull();
  });
});

describe('upload schemas', () => {
  it('ask for a music or an image address', () => {
    expect(uploadUrlRequestSchema.parse({ fileType: 'music' })).toEqual({ fileType: 'music' });
    expect(uploadUrlRequestSchema.safeParse({ fileType: 'video' }).error?.issues.map((issue) => issue.message)).toEqual([
      "fileType must be 'music' or 'image'.",
    ]);
    expect(uploadUrlRequestSchema.safeParse({ fileType: 'image', size: 10 }).success).toBe(false);
  });

  it('answer the upload address and the served address', () => {
    expect(uploadUrlResponseSchema.parse({ uploadURL: '/api/uploads/abc', key: 'abc' })).toEqual({ uploadURL: '/api/uploads/abc' });
    expect(uploadedFileSchema.parse({ fileURL: '/api/files/abc', key: 'abc' })).toEqual({ fileURL: '/api/files/abc' });
  });
});
