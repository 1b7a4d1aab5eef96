/** Why an image was refused; the web app translates each reason. */
export type ImageRejection =
  | 'too_large' // more bytes than maxImageBytes
  | 'not_an_image' // not JPEG, PNG, WebP or AVIF by content (SVG, HTML, PDF, text…)
  | 'heic_unsupported' // an iPhone HEIC file: the phone can share it as JPEG
  | 'too_many_pixels' // more pixels or a longer side than allowed (decompression bombs)
  | 'too_small' // a side shorter than minImageSide
  | 'unreadable'; // claims to be an image but does not decode

export class ImageRejected extends Error {
  constructor(readonly reason: ImageRejection) {
    super(`image refused: ${reason}`);
  }
}
