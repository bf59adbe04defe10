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

  it('internship + find: needs both words', () => {
    expect(replyTo('How do I find an internship?')).toBe(replyFor('find-internship'));
    expect(replyTo('Where can I find internships in Lisbon')).toBe(replyFor('find-internship'));
    expect(replyFor('find-internship')).toContain('/internships');
    expect(ruleFor('Tell me about internships')).toBeNull();
    expect(ruleFor('I cannot find it')).toBeNull();
  });

  it('apply / application', () => {
    expect(replyTo('How do I apply?')).toBe(replyFor('apply'));
    expect(replyTo('What happened to my application')).toBe(replyFor('apply'));
    expect(replyFor('apply')).toContain('/student/applications');
  });

  it('employer / post', () => {
    expect(replyTo('I am an employer')).toBe(replyFor('employer'));
    expect(replyTo('Can we post a role?')).toBe(replyFor('employer'));
    expect(replyFor('employer')).toContain('/employer/post-internship');
  });

  it('student / track', () => {
    expect(replyTo('I am a student')).toBe(replyFor('student'));
    expect(replyTo('How can I track my progress?')).toBe(replyFor('student'));
    expect(replyFor('student')).toContain('/student/dashboard');
  });

  it('account / register: never offers admin registration', () => {
    expect(replyTo('I need an account')).toBe(replyFor('account'));
    expect(replyTo('How to register?')).toBe(replyFor('account'));
    expect(replyFor('account')).toContain('/register');
    expect(replyTo('register as admin')).toBe(replyFor('account'));
    for (const text of [ASSISTANT_GREETING, ASSISTANT_FALLBACK_REPLY, ...assistantRules.map((rule) => rule.reply)]) {
      expect(text).not.toMatch(/admin/i);
    }
  });

  it('help / support', () => {
    expect(replyTo('help')).toBe(replyFor('support'));
    expect(replyTo('Is there customer support?')).toBe(replyFor('support'));
    expect(replyFor('support')).toContain('/contact');
  });

  it('remote / location', () => {
    expect(replyTo('Can I work remote?')).toBe(replyFor('location'));
    expect(replyTo('What location?')).toBe(replyFor('location'));
  });

  it('salary / paid', () => {
    expect(replyTo('What is the salary?')).toBe(replyFor('pay'));
    expect(replyTo('Is it paid?')).toBe(replyFor('pay'));
  });

  it('resume / cv: mentions the accepted types', () => {
    expect(replyTo('Which resume format?')).toBe(replyFor('resume'));
    expect(replyTo('my CV')).toBe(replyFor('resume'));
    expect(replyFor('resume')).toMatch(/PDF, DOC or DOCX/);
  });

  it('deadline / due', () => {
    expect(replyTo('When is the deadline?')).toBe(replyFor('deadline'));
    expect(replyTo('When is my report due')).toBe(replyFor('deadline'));
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
