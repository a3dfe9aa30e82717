import type { State, Topic } from '../../analysis/signal.js';

/**
 * The level at which each state and topic matters: the share of the cohort's people (percent) expressing the
 * state, or raising the topic, from which it gets its suggested action, whatever its trend, and from which a
 * rise makes it `hot`. The more serious the state, the lower its level: one person in twenty voicing
 * hopelessness matters, while stress is part of working life until about a third of people voice it. README.md
 * ("Levels") has the same table.
 */
export const LEVELS: Record<State | Topic, number> = {
  hopelessness: 5,
  burnout: 15,
  loneliness: 15,
  conflict: 15,
  anxiety: 20,
  overwhelm: 20,
  disengagement: 20,
  stress: 30,
  frustration: 30,
  engagement: 30,
  belonging: 30,
  gratitude: 30,
  health: 10,
  job_security: 10,
  conduct: 10,
  work_life_balance: 15,
  workload: 20,
  deadlines: 20,
  management: 20,
  pay: 20,
  career: 20,
  recognition: 20,
  team_dynamics: 20,
  communication: 20,
  meetings: 25,
  tools: 25,
  remote_work: 25,
  onboarding: 25,
  events: 30,
  product_feedback: 30,
};

export function levelOf(name: string): number {
  return LEVELS[name as State | Topic] ?? Number.POSITIVE_INFINITY;
}
