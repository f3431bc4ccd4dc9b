import sharp from 'sharp';

/** A product photo for upload journeys: a 4:5 PNG in indigo with an ochre band. */
export async function productPhoto(): Promise<Buffer> {
  const band = await sharp({
    create: { width: 800, height: 120, channels: 3, background: '#c8892b' },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width: 800, height: 1000, channels: 3, background: '#1f2f5c' } })
    .composite([{ input: band, left: 0, top: 440 }])
    .png()
    .toBuffer();
}
