export { AccountPicture, type AccountPictureProps } from './account-picture';
export { DEFAULT_AVATAR_URL, DEFAULT_HEADER_URL } from './default-pictures';
export { markPictureFailed, pictureFailed, resetFailedPictures, usePictureFailed } from './failed-pictures';
