/** The image CDN rules live in the contract: the server's first paint names images too. */
export { imageUrl, pickImageCdn, settledImageCdn } from '@kalaro/contract/images';
