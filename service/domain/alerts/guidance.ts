import type { Tone } from '../../../shared/contract/common.js';
import type { State } from '../../analysis/signal.js';
import { ACTION_CATALOGUE } from '../pulse/action-catalogue.js';

/**
 * What every alert advises: a crisis by its theme, a person's distress spike, and a cohort spike by its state
 * (the same action as the pulse suggests for that state, so the two never disagree). Never names or describes
 * a person; the wording follows the tone of the source(s) the alert is about (see ../tone.ts).
 */
const CRISIS: Record<string, Record<Tone, string>> = {
  suicidal_ideation: {
    community:
      'Someone may be thinking about ending their life. A trained moderator should reach out privately and kindly now, and share local crisis line details.',
    corporate:
      'A possible risk to life was detected. Alert the designated wellbeing lead to follow up confidentially today and share Employee Assistance Programme and crisis line details.',
    clinical:
      'Suicidal ideation indicated. Initiate the risk protocol: contact within the hour, assess ideation, intent and plan, and provide crisis line details.',
  },
  self_harm: {
    community:
      'Someone may be hurting themselves. A trained moderator should check in privately and gently, and share support resources.',
    corporate:
      'Possible self-harm was detected. Ask the designated wellbeing lead to follow up confidentially and share Employee Assistance Programme resources.',
    clinical:
      'Self-harm indicated. Initiate the risk protocol: prompt private contact, assess current risk and safety, provide crisis resources.',
  },
  harm_to_others: {
    community:
      'A message suggests someone may harm others. Moderators should review the space now and follow the community safety procedure.',
    corporate:
      'A possible threat of harm to others was detected. Escalate to the security and people-safety contacts under the workplace violence procedure.',
    clinical:
      'Intent to harm others indicated. Follow the duty-to-protect procedure: assess immediacy and escalate to the safety contacts.',
  },
  abuse_disclosure: {
    community:
      'Someone may have disclosed abuse. A trained moderator should offer a private, non-judgemental contact and share support services.',
    corporate:
      'A possible disclosure of abuse was detected. Route it to the designated safeguarding or HR contact for confidential follow-up.',
    clinical:
      'Abuse disclosure indicated. Follow the safeguarding procedure: confidential contact, safety assessment and referral to support services.',
  },
};

const SPIKE: Record<Tone, string> = {
  community:
    'Distress rose sharply in this space. Keep an eye on the conversation and make support resources easy to find.',
  corporate:
    'A sharp rise in distress was detected here. Consider a general check-in with the team and a reminder of available support.',
  clinical:
    'Acute distress elevation above the individual baseline. Monitor the space and ensure support pathways are visible.',
};

export function crisisGuidance(theme: string, tone: Tone): string {
  return (CRISIS[theme] ?? CRISIS.suicidal_ideation!)[tone];
}

export function spikeGuidance(tone: Tone): string {
  return SPIKE[tone];
}

export function cohortSpikeGuidance(theme: State, tone: Tone): string {
  return ACTION_CATALOGUE[theme].wording[tone].action;
}
