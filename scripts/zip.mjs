// The zip writer and reader live in the remote kit (its preview unpacks a released package).
export { unzipTo, zipFolder } from '../remote-kit/lib/zip.mjs';
