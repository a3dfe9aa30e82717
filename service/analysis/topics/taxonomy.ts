/**
 * The topic taxonomy for workplaces and communities: each topic with what it covers and the phrases that
 * signal it (matched on word boundaries in normalised text; README.md lists the same).
 */
import type { Topic } from '../signal.js';

export interface TopicDefinition {
  covers: string;
  cues: string[];
}

export const TAXONOMY: Record<Topic, TopicDefinition> = {
  workload: {
    covers: 'Amount of work, capacity, staffing, overtime.',
    cues: ['workload', 'work ?load', 'too much work', 'so much work', 'overtime', 'over ?worked', 'understaffed', 'short.?staffed', 'capacity', 'backlog', 'on my plate', 'extra hours', 'long hours', 'too many tasks', 'piling up', 'swamped', 'bandwidth'],
  },
  deadlines: {
    covers: 'Due dates, timelines, delivery pressure, launches.',
    cues: ['deadlines?', 'due (?:date|tomorrow|today|friday|monday|next week|by)', 'timelines?', 'crunch', 'eod', 'end of (?:day|week|sprint)', 'last.?minute', 'running late', 'behind schedule', 'ship(?:ping)? date', 'release date', 'launch date', 'sprint', 'milestones?', 'asap'],
  },
  management: {
    covers: 'Managers, leadership, decisions from above, micromanagement.',
    cues: ['manager', 'management', 'my boss', 'the boss', 'leadership', 'supervisor', 'team lead', 'micromanag\\w*', 'higher.?ups', 'upper management', 'executives?', 'ceo', 'director', 'head of', 'line manager', 'skip.?level'],
  },
  pay: {
    covers: 'Salary, bonuses, raises, benefits, compensation.',
    cues: ['pay(?:check| cheque| rise| raise| cut)?', 'salary', 'salaries', 'wages?', 'bonus(?:es)?', 'raise', 'compensation', 'underpaid', 'paid (?:less|more|enough)', 'benefits', 'pension', 'stock options', 'equity', 'payroll', 'overtime pay', 'cost of living'],
  },
  career: {
    covers: 'Growth, promotion, learning, career paths, job moves.',
    cues: ['career', 'promotion', 'promoted', 'growth', 'grow (?:my|in)', 'career path', 'progression', 'learn(?:ing)? (?:new|opportunit\\w+)', 'training', 'mentor(?:ing|ship)?', 'new role', 'job offer', 'interview(?:s|ing)?', 'resume', 'cv', 'quit(?:ting)? (?:my|the) job', 'job hunt(?:ing)?', 'skills?', 'certification'],
  },
  recognition: {
    covers: 'Being seen and credited for work: praise, credit, appreciation (or its absence).',
    cues: ['recogni[sz](?:ed|e|ing|tion)', 'credit', 'appreciated', 'unappreciated', 'acknowledg\\w+', 'praise', 'shout.?out', 'kudos', 'well done', 'great job', 'good job', 'nobody noticed', 'taken for granted', 'thankless'],
  },
  team_dynamics: {
    covers: 'Relations within the team: collaboration, trust, cliques, friction.',
    cues: ['team ?mates?', 'my team', 'the team', 'our team', 'coworkers?', 'co-workers?', 'colleagues?', 'collaborat\\w+', 'teamwork', 'cliques?', 'team spirit', 'morale', 'trust each other', 'toxic', 'drama', 'gossip', 'blame'],
  },
  communication: {
    covers: 'Information flow: updates, transparency, clarity, being kept in the loop.',
    cues: ['communicat\\w+', 'transparen\\w+', 'in the loop', 'out of the loop', 'no one told', 'nobody told', 'kept in the dark', 'unclear', 'clarity', 'mixed messages', 'announcements?', 'updates?', 'feedback', 'emails?', 'messages?', 'respond(?:ed|ing)?', 'reply', 'replied'],
  },
  meetings: {
    covers: 'Meetings, calls, stand-ups, their number and usefulness.',
    cues: ['meetings?', 'stand.?ups?', 'calls?', 'zoom', 'all.?hands', '1:1s?', 'one.on.ones?', 'retros?(?:pective)?', 'sync(?:s)?', 'agenda', 'back.to.back', 'calendar', 'invite'],
  },
  tools: {
    covers: 'Software, equipment and systems people work with.',
    cues: ['tools?', 'software', 'laptop', 'computer', 'jira', 'slack', 'teams', 'confluence', 'github', 'vpn', 'system(?:s)? (?:is|are|keeps|was)', 'the app', 'crash(?:es|ed|ing)?', 'bug(?:s|gy)?', 'outage', 'tooling', 'equipment', 'hardware', 'login', 'password', 'it support', 'ticket'],
  },
  remote_work: {
    covers: 'Working from home, hybrid arrangements, return to office, commuting.',
    cues: ['remote(?:ly)?', 'work(?:ing)? from home', 'wfh', 'hybrid', 'return to (?:the )?office', 'rto', 'commut\\w+', 'home office', 'in.office', 'on.?site', 'office days?', 'distributed team', 'time ?zones?'],
  },
  work_life_balance: {
    covers: 'Time and energy for life outside work: evenings, weekends, family, holidays.',
    cues: ['work.life balance', 'work life', 'weekends?', 'evenings?', 'after hours', 'family time', 'my kids', 'time off', 'vacation', 'holiday', 'pto', 'days off', 'annual leave', 'parental leave', 'on call', 'always on', 'personal life', 'burn(?:ed|t)? out', 'burnout'],
  },
  health: {
    covers: 'Physical and mental health, sickness, wellbeing.',
    cues: ['health', 'mental health', 'sick', 'illness', 'ill', 'doctor', 'therapy', 'therapist', 'hospital', 'medication', 'anxiety', 'depress\\w+', 'sleep', 'insomnia', 'headaches?', 'migraines?', 'injur\\w+', 'pain', 'wellbeing', 'well-being', 'wellness', 'covid', 'flu', 'sick (?:leave|day)', 'panic attacks?'],
  },
  job_security: {
    covers: 'Layoffs, restructuring, contracts, fear of losing the job.',
    cues: ['layoffs?', 'laid off', 'lay off', 'redundan\\w+', 'restructur\\w+', 'downsiz\\w+', 'job security', 'fired', 'let go', 'lose (?:my|our) jobs?', 'losing (?:my|our) jobs?', 'contract (?:ends|renewal|not renewed)', 'reorg', 'budget cuts?', 'cutbacks?', 'hiring freeze', 'unemploy\\w+'],
  },
  events: {
    covers: 'Social and organised events: parties, offsites, conferences, celebrations.',
    cues: ['events?', 'party', 'parties', 'offsite', 'off-site', 'retreat', 'conference', 'meetup', 'meet-up', 'hackathon', 'celebrat\\w+', 'happy hour', 'team building', 'team lunch', 'workshop', 'webinar', 'launch party', 'summit', 'gathering'],
  },
  product_feedback: {
    covers: 'Opinions on the product or service: features, bugs, requests, quality.',
    cues: ['feature(?:s| request)?', 'the product', 'our product', 'the update', 'new version', 'release', 'ui', 'ux', 'user experience', 'interface', 'customers?', 'users? (?:want|need|complain)', 'roadmap', 'pricing', 'subscription', 'bug report', 'broken', 'doesn\'t work', 'not working', 'dark mode', 'integration'],
  },
  conduct: {
    covers: 'Behaviour and rules: harassment, discrimination, bullying, moderation, code of conduct.',
    cues: ['harass\\w*', 'discriminat\\w+', 'bull(?:y|ied|ying)', 'racis[mt]\\w*', 'sexis[mt]\\w*', 'inappropriate', 'misconduct', 'code of conduct', 'hr complaint', 'report(?:ed)? (?:him|her|them|it) to hr', 'banned', 'ban', 'moderat(?:or|ors|ion)', 'spam', 'trolls?', 'abusive', 'offensive', 'slurs?', 'retaliat\\w+'],
  },
  onboarding: {
    covers: 'Starting out: new joiners, onboarding, first weeks, documentation for newcomers.',
    cues: ['onboard\\w*', 'new hires?', 'new joiners?', 'first (?:day|week|month)', 'just joined', 'new here', 'getting started', 'orientation', 'ramp(?:ing)? up', 'buddy', 'induction', 'documentation', 'docs', 'welcome aboard'],
  },
};
