export { AccountPicture, type AccountPictureProps } from './account-picture';
export { DefaultAvatar, DefaultHeader } from './default-pictures';
export { markPictureFailed, pictureFailed, resetFailedPictures, usePictureFailed } from './failed-pictures';
export { drawStillFrame, mayBeAnimated, StillImage, type StillImageProps } from './still-image';
