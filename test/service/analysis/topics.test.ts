import { describe, expect, it } from 'vitest';
import { analyse } from '../../../service/analysis/analyse.js';
import { TOPICS } from '../../../service/analysis/signal.js';
import { TAXONOMY } from '../../../service/analysis/topics/taxonomy.js';

describe('topics', () => {
  it('documents every topic', () => {
    for (const t of TOPICS) {
      expect(TAXONOMY[t].covers.length).toBeGreaterThan(10);
      expect(TAXONOMY[t].cues.length).toBeGreaterThan(3);
    }
  });

  it.each([
    ['Way too much work this week, we are understaffed', 'workload'],
    ['The deadline for the release moved to Friday', 'deadlines'],
    ['My manager keeps micromanaging everything', 'management'],
    ['Still no raise and my salary is below market', 'pay'],
    ['Is there any path to promotion here?', 'career'],
    ['Nobody noticed the extra work, I feel unappreciated', 'recognition'],
    ['I feel like my work goes unnoticed here', 'recognition'],
    ['I feel so undervalued on this team', 'recognition'],
    ['my manager praised my work in front of everyone today', 'recognition'],
    ['My teammates never help each other', 'team_dynamics'],
    ['Nobody told us about the change, we were kept in the dark', 'communication'],
    ['Back to back meetings all day again', 'meetings'],
    ['Jira is down and the VPN keeps crashing', 'tools'],
    ['Is the return to office mandatory? I like working from home', 'remote_work'],
    ['I worked every weekend this month and missed family time', 'work_life_balance'],
    ['my manager keeps scheduling meetings at 7pm', 'work_life_balance'],
    ['got work emails after midnight again', 'work_life_balance'],
    ['Took a sick day, my migraine is back', 'health'],
    ['Rumours of layoffs after the restructuring', 'job_security'],
    ['Who is coming to the team offsite party?', 'events'],
    ['The new dark mode feature request got ignored by the product team', 'product_feedback'],
    ['I reported the harassment to HR', 'conduct'],
    ['It is my first week and onboarding has been great', 'onboarding'],
    ["We never celebrate wins, it's always on to the next thing", 'recognition'],
    ["Hiring freeze means we're doing the work of three people", 'workload'],
    ['The 401k match is pretty weak compared to other companies', 'pay'],
    ['My hours got cut', 'pay'],
    ['Daycare costs are killing me', 'work_life_balance'],
    ['our PM keeps changing priorities mid-sprint', 'management'],
    ['rumours of another round of cuts next month', 'job_security'],
  ])('finds %j → %s', (text, topic) => {
    expect(analyse(text).topics).toContain(topic);
  });

  it.each([
    ['I finally got a raise after two years.', 'pay'],
    ['Raises this year were frozen.', 'pay'],
    ['Can we talk about it in the retro?', 'meetings'],
    ['The retrospective ran long again.', 'meetings'],
  ])('finds %j → %s where the word has that sense', (text, topic) => {
    expect(analyse(text).topics).toContain(topic);
  });

  it.each([
    ['My manager ignores me whenever I raise a concern.', 'pay'],
    ['You should raise an exception here instead of returning None.', 'pay'],
    ['We need to raise awareness of the new policy.', 'pay'],
    ["Didn't you get the PM? Post it there instead.", 'management'],
    ['Love the retro inspired design of the new landing page.', 'meetings'],
    ['That retro-style font is a bit much.', 'meetings'],
    ['The exe runs again unnoticed in the background.', 'recognition'],
    ['The client is threatening to cancel the contract', 'conduct'],
    ['The party is at 7pm, see you there', 'work_life_balance'],
    ['standup at 9am tomorrow', 'work_life_balance'],
    ['my sister gave me a call at 1am', 'work_life_balance'],
  ])('does not read %j as %s: the same word in another sense', (text, topic) => {
    expect(analyse(text).topics).not.toContain(topic);
  });

  it.each([
    ['we need more headcount, everyone is stretched thin', 'workload'],
    ['Not enough engineers for three launches', 'workload'],
    ['They are cutting 10% of jobs in the spring', 'job_security'],
    ['Twelve positions were eliminated in the reorg', 'job_security'],
    ["My contract won't be renewed", 'job_security'],
    ["I'm nervous about my performance review tomorrow", 'career'],
    ['the appraisal cycle starts next week', 'career'],
    ["I feel like I'm drowning in tickets", 'workload'],
  ])('finds too few people in %j → %s', (text, topic) => {
    expect(analyse(text).topics).toContain(topic);
  });

  it.each([
    ['The quarterback got sacked twice in the first half', 'job_security'],
    ['We need more people like you on this forum', 'workload'],
    ['She lost her job application in the mail', 'job_security'],
  ])('does not read %j as %s', (text, topic) => {
    expect(analyse(text).topics).not.toContain(topic);
  });

  it('reads "all hands on deck" as a call for help, not a meeting', () => {
    expect(analyse('Prod is on fire, all hands on deck').topics).not.toContain('meetings');
    expect(analyse('The all-hands is moved to Friday').topics).toContain('meetings');
  });
});

describe('keyphrases', () => {
  it('gives normalised 1-3 word phrases without stop-words', () => {
    const s = analyse('The onboarding documentation is outdated and the deployment scripts keep failing');
    expect(s.keyphrases.length).toBeGreaterThan(0);
    expect(s.keyphrases.length).toBeLessThanOrEqual(8);
    for (const p of s.keyphrases) {
      expect(p).toBe(p.toLowerCase());
      expect(p.split(' ').length).toBeLessThanOrEqual(3);
      expect(p.split(' ')).not.toContain('the');
    }
    expect(s.keyphrases.join(' ')).toContain('deployment script');
  });

  it('keeps at most eight', () => {
    const s = analyse(
      'Budget planning, hiring pipeline, cloud migration, security audit, customer churn, pricing experiments, ' +
        'office relocation, quarterly roadmap, vendor contracts, incident response, design system, data retention',
    );
    expect(s.keyphrases.length).toBe(8);
  });

  it('leaves out capitalised words that may be names the scrubber missed', () => {
    const joined = analyse('Siakam and Hartmann reviewed the budget spreadsheet').keyphrases.join(' ');
    expect(joined).toContain('budget spreadsheet');
    expect(joined).not.toContain('siakam');
    expect(joined).not.toContain('hartmann');
  });

  it('never includes PII or placeholders', () => {
    const s = analyse('Kevin Hartmann from billing sent jane@example.com the invoice for 221B Baker Street');
    const joined = s.keyphrases.join(' ');
    for (const v of ['kevin', 'hartmann', 'jane', 'example', 'baker', '221b', '[', ']'])
      expect(joined).not.toContain(v);
  });
});
