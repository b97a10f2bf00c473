import type { LucideIcon } from 'lucide-react';
import { Clapperboard, Disc3, Guitar, House, Megaphone, MicVocal, Ticket } from 'lucide-react';
import type { ProjectType } from '@common/project-types';

export const projectTypeIcons: Record<ProjectType, LucideIcon> = {
  album: Disc3,
  tour: Ticket,
  equipment: Guitar,
  studio_setup: House,
  podcast_production: MicVocal,
  marketing: Megaphone,
  other: Clapperboard,
};

export const projectTypeDescriptions: Record<ProjectType, string> = {
  album: 'Recording, mixing and mastering a new album or EP, from first session to release day.',
  tour: 'Venues, travel, crew and production for a run of live shows.',
  equipment: 'Instruments, amps, controllers and stage gear that lift a live or studio sound.',
  studio_setup: 'A professional home studio: interface, monitors, microphones and acoustic treatment.',
  podcast_production: 'Launching or growing an audio show: editing, guests, sound design and distribution.',
  marketing: 'Release campaigns, music videos, playlist pitching and ads that grow an audience.',
  other: 'Any other creative audio project with a clear budget, timeline and plan for revenue.',
};
