import {
  Apple,
  Clock,
  Flag,
  Hand,
  Heart,
  Lightbulb,
  type LucideIcon,
  PawPrint,
  Plane,
  Smile,
  Sticker,
  Trophy,
} from 'lucide-react';
import { RECENT_GROUP } from './picker-rows';

/** The icon of each emojibase group (the tabs draw icons, never emoji glyphs). */
const UNICODE_ICONS: Record<string, LucideIcon> = {
  'smileys-emotion': Smile,
  'people-body': Hand,
  'animals-nature': PawPrint,
  'food-drink': Apple,
  'travel-places': Plane,
  activities: Trophy,
  objects: Lightbulb,
  symbols: Heart,
  flags: Flag,
};

/** The icon of a picker section by its id ('recent', 'custom:{pack}', 'unicode:{key}'). */
export function categoryIcon(id: string): LucideIcon {
  if (id === RECENT_GROUP) return Clock;
  if (id.startsWith('custom:')) return Sticker;
  return UNICODE_ICONS[id.slice('unicode:'.length)] ?? Smile;
}
