import sharp from 'sharp';

/** Where the fixture photo claims it was taken, and the camera serial it carries. */
export const fixtureGps = { latitude: 48, longitude: -106.41666666666667 };
export const fixtureSerial = 'SN-WATERLINE-123';

/** A small JPEG that carries EXIF with a GPS position and a camera serial, as a phone's photo does. */
export async function jpegWithGps(): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7ca5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'RiverCam', BodySerialNumber: fixtureSerial },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 0/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '106/1 25/1 0/1' },
    })
    .toBuffer();
  return new Uint8Array(bytes);
}
