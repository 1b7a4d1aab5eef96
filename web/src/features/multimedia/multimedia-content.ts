/** The static multimedia samples (SPEC §2): photos, videos and music tracks. */

export const multimediaTabs = ['photos', 'videos', 'music'] as const;
export type MultimediaTab = (typeof multimediaTabs)[number];

export const samplePhotos = [
  { key: 'festival', image: '/images/content/festival.svg' },
  { key: 'kolo', image: '/images/content/kolo.svg' },
  { key: 'church', image: '/images/content/church.svg' },
  { key: 'music', image: '/images/content/music.svg' },
  { key: 'library', image: '/images/content/library.svg' },
  { key: 'food', image: '/images/content/food.svg' },
] as const;

/**
 * The demo has no recordings of its own: open movies of the Blender
 * Foundation (CC BY) on YouTube stand in for them, as for the demo creators,
 * and the videos tab says so.
 */
const bigBuckBunny = 'aqz-KE-bpKQ';
const sintel = 'eRsGyueVLvQ';

export const sampleVideos = [
  { key: 'folklore', image: '/images/content/kolo.svg', duration: '12:40', videoId: bigBuckBunny },
  { key: 'choir', image: '/images/content/church.svg', duration: '24:05', videoId: sintel },
  { key: 'school', image: '/images/content/school.svg', duration: '8:17', videoId: bigBuckBunny },
] as const;

export const sampleTracks = [
  { key: 'track1', artist: 'artist1', duration: '3:52' },
  { key: 'track2', artist: 'artist2', duration: '2:48' },
  { key: 'track3', artist: 'artist3', duration: '4:10' },
  { key: 'track4', artist: 'artist4', duration: '3:05' },
] as const;
