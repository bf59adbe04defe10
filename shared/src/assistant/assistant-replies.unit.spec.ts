import { describe, expect, it } from 'vitest';
import {
  ASSISTANT_FALLBACK_REPLY,
  ASSISTANT_GREETING,
  ASSISTANT_REPLY_DELAY_MS,
  assistantRules,
  canSendMessage,
  replyTo,
  ruleFor,
  type AssistantTopic,
} from './assistant-replies';

const replyFor = (topic: AssistantTopic) => {
  const rule = assistantRules.find((candidate) => candidate.topic === topic);
  if (!rule) throw new Error(`no rule ${topic}`);
  return rule.reply;
};

describe('assistant replies', () => {
  it('has the spec’s rules in the spec’s order, a greeting and a 1 second delay', () => {
    expect(assistantRules.map((rule) => rule.topic)).toEqual([
      'find-internship',
      'apply',
      'employer',
      'student',
      'account',
      'support',
      'location',
      'pay',
      'resume',
      'deadline',
    ]);
    expect(ASSISTANT_REPLY_DELAY_MS).toBe(1000);
    expect(ASSISTANT_GREETING).toMatch(/Stint assistant/);
    expect(new Set(assistantRules.map((rule) => rule.reply)).size).toBe(assistantRules.length);
  });

  // Each rule: the messages it answers and what its reply must point to.
  it.each<[rule: string, topic: AssistantTopic, messages: string[], mentions?: string | RegExp]>([
    [
      'internship + find',
      'find-internship',
      ['How do I find an internship?', 'Where can I find internships in Lisbon'],
      '/internships',
    ],
    ['apply / application', 'apply', ['How do I apply?', 'What happened to my application'], '/student/applications'],
    ['employer / post', 'employer', ['I am an employer', 'Can we post a role?'], '/employer/post-internship'],
    ['student / track', 'student', ['I am a student', 'How can I track my progress?'], '/student/dashboard'],
    ['account / register', 'account', ['I need an account', 'How to register?', 'register as admin'], '/register'],
    ['help / support', 'support', ['help', 'Is there customer support?'], '/contact'],
    ['remote / location', 'location', ['Can I work remote?', 'What location?']],
    ['salary / paid', 'pay', ['What is the salary?', 'Is it paid?']],
    ['resume / cv: mentions the accepted types', 'resume', ['Which resume format?', 'my CV'], /PDF, DOC or DOCX/],
    ['deadline / due', 'deadline', ['When is the deadline?', 'When is my report due']],
  ])('%s', (_rule, topic, messages, mentions) => {
    for (const message of messages) expect(replyTo(message), message).toBe(replyFor(topic));
    if (mentions !== undefined) expect(replyFor(topic)).toMatch(mentions);
  });

  it('internship + find: needs both words', () => {
    expect(ruleFor('Tell me about internships')).toBeNull();
    expect(ruleFor('I cannot find it')).toBeNull();
  });

  it('never offers admin registration', () => {
    for (const text of [ASSISTANT_GREETING, ASSISTANT_FALLBACK_REPLY, ...assistantRules.map((rule) => rule.reply)]) {
      expect(text).not.toMatch(/admin/i);
    }
  });

  it('anything else gets the generic help reply', () => {
    expect(ruleFor('Good morning')).toBeNull();
    expect(replyTo('Good morning')).toBe(ASSISTANT_FALLBACK_REPLY);
    expect(replyTo('')).toBe(ASSISTANT_FALLBACK_REPLY);
  });

  it('is case-insensitive', () => {
    expect(replyTo('FIND an INTERNSHIP')).toBe(replyFor('find-internship'));
    expect(replyTo('ApPlY')).toBe(replyFor('apply'));
    expect(replyTo('SALARY')).toBe(replyFor('pay'));
    expect(replyTo('Cv')).toBe(replyFor('resume'));
  });

  it('the earlier rule wins when a message matches several', () => {
    const cases: [string, AssistantTopic][] = [
      ['find an internship to apply to', 'find-internship'],
      ['employer application', 'apply'],
      ['post for students', 'employer'],
      ['student account', 'student'],
      ['register, help!', 'account'],
      ['support for remote work', 'support'],
      ['remote and paid?', 'location'],
      ['is the salary shown on my resume', 'pay'],
      ['cv deadline', 'resume'],
    ];
    for (const [message, topic] of cases) expect(ruleFor(message)?.topic, message).toBe(topic);
  });

  it('empty and whitespace-only messages cannot be sent', () => {
    expect(canSendMessage('')).toBe(false);
    expect(canSendMessage('   \n\t ')).toBe(false);
    expect(canSendMessage(' hi ')).toBe(true);
  });
});
