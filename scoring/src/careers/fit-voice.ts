/**
 * Who a fit's reasons speak to: the client ("Your strongest theme ...", "you have ..."), or a
 * counselor reading about the client, who is then named ("Casey's strongest theme ...", "Casey
 * has ..."). The reasons a counselor shares with the client stay in the client's voice.
 */
export type FitVoice = { kind: 'client' } | { kind: 'counselor'; name: string };

export const CLIENT_VOICE: FitVoice = { kind: 'client' };

/** The words that change with the voice. */
export interface VoiceWords {
  /** 'You' / 'Casey' at the start of a sentence, 'you' / 'Casey' inside one. */
  Subject: string;
  subject: string;
  /** 'Your' / "Casey's"; 'your' / "Casey's". */
  Possessive: string;
  possessive: string;
  /** 'yours' / "Casey's". */
  yours: string;
  /** The verbs after the subject: are/is, have/has. */
  are: string;
  have: string;
}

const CLIENT_WORDS: VoiceWords = {
  Subject: 'You',
  subject: 'you',
  Possessive: 'Your',
  possessive: 'your',
  yours: 'yours',
  are: 'are',
  have: 'have',
};

export function voiceWords(voice: FitVoice): VoiceWords {
  if (voice.kind === 'client') return CLIENT_WORDS;
  const name = voice.name.trim() || 'The client';
  const possessive = name.endsWith('s') ? `${name}'` : `${name}'s`;
  return { Subject: name, subject: name, Possessive: possessive, possessive, yours: possessive, are: 'is', have: 'has' };
}
