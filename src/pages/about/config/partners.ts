export interface Partner {
  name: string;
  logo: string;
}

/** Networks and providers whose services we sell; logos are our own SVGs served from /media. */
export const PARTNERS: readonly Partner[] = [
  { name: 'MTN', logo: '/media/logos/mtn.svg' },
  { name: 'Glo', logo: '/media/logos/glo.svg' },
  { name: 'Airtel', logo: '/media/logos/airtel.svg' },
  { name: '9mobile', logo: '/media/logos/9mobile.svg' },
  { name: 'DStv', logo: '/media/logos/dstv.svg' },
  { name: 'GOtv', logo: '/media/logos/gotv.svg' },
  { name: 'StarTimes', logo: '/media/logos/startimes.svg' },
  { name: 'Showmax', logo: '/media/logos/showmax.svg' },
  { name: 'Ikeja Electric', logo: '/media/logos/ikedc.svg' },
  { name: 'Eko Electric', logo: '/media/logos/ekedc.svg' },
  { name: 'Abuja Electric', logo: '/media/logos/aedc.svg' },
  { name: 'Ibadan Electric', logo: '/media/logos/ibedc.svg' },
  { name: 'Port Harcourt Electric', logo: '/media/logos/phed.svg' },
  { name: 'Kano Electric', logo: '/media/logos/kedco.svg' },
  { name: 'WAEC', logo: '/media/logos/waec.svg' },
  { name: 'JAMB', logo: '/media/logos/jamb.svg' },
];
