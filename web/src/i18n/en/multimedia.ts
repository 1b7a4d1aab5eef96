import { siteTextEn } from '@domain/seo/site-text-en.ts';
/** Multimedia page (/multimedia): photos, videos and music (static samples). */
export const multimediaEn = {
  title: siteTextEn.multimedia.title,
  intro: siteTextEn.multimedia.description,
  tabsLabel: 'Media type',
  tabs: {
    photos: 'Photos',
    videos: 'Videos',
    music: 'Music',
  },
  photos: {
    festival: 'Summer festival in the park',
    kolo: 'The kolo at the church picnic',
    church: 'Sunday liturgy',
    music: 'Tamburica evening',
    library: 'Book evening at the parish library',
    food: 'Preparing for the slava',
  },
  videos: {
    folklore: 'Folklore ensemble: dances from Šumadija',
    choir: 'Church choir: Christmas concert',
    school: 'Serbian school: end-of-year celebration',
  },
  music: {
    track1: 'Tamo daleko',
    track2: 'Ajde Jano',
    track3: 'Oj Moravo',
    track4: 'Kreni kolo',
    artist1: 'Parish choir, Toronto',
    artist2: 'Tamburica ensemble, Hamilton',
    artist3: 'Folklore ensemble, Vancouver',
    artist4: 'Youth orchestra, Calgary',
  },
  viewPhoto: 'View photo: {{title}}',
  photosTitle: 'Photos from our communities',
  closePhotos: 'Close the photos',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  photoPosition: 'Photo {{number}} of {{count}}',
  playVideo: 'Play video: {{title}}',
  videosDemoNote:
    'In this demo, open movies of the Blender Foundation (CC BY) stand in for the recordings. Videos play from YouTube’s privacy-enhanced player only after you press play.',
  musicNote:
    'Recordings of these songs are not online yet. Do you have one you may share? Send it to us.',
  duration: 'Duration {{duration}}',
  uploadTitle: 'Share your photos and recordings',
  uploadText: 'Help us build a living archive of our community.',
  upload: 'Send media',
};
