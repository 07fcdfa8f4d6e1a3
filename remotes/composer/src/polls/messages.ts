import { defineMessages, type NoMessageValues } from 'react-intl';

/** Texts of polls in the form and in a post (spec 3 sections 4 and 8). Keys follow Akkoma-FE's. */
export const pollMessages = defineMessages<{
  addPoll: NoMessageValues;
  removePoll: NoMessageValues;
  option: { number: number };
  addOption: NoMessageValues;
  removeOption: { number: number };
  type: NoMessageValues;
  single: NoMessageValues;
  multiple: NoMessageValues;
  expiry: NoMessageValues;
  expiryUnit: NoMessageValues;
  minutes: NoMessageValues;
  hours: NoMessageValues;
  days: NoMessageValues;
  notEnoughOptions: NoMessageValues;
  vote: NoMessageValues;
  voting: NoMessageValues;
  votes: { count: number };
  people: { count: number };
  expired: NoMessageValues;
  expiresIn: { time: string };
  voteError: { error: string };
  waitingVote: { choices: string };
  ownVote: NoMessageValues;
  poll: NoMessageValues;
}>({
  addPoll: { id: 'polls.add_poll', defaultMessage: 'Add poll' },
  removePoll: { id: 'polls.remove_poll', defaultMessage: 'Remove poll' },
  option: { id: 'polls.option', defaultMessage: 'Option {number}' },
  addOption: { id: 'polls.add_option', defaultMessage: 'Add option' },
  removeOption: { id: 'polls.remove_option', defaultMessage: 'Remove option {number}' },
  type: { id: 'polls.type', defaultMessage: 'Poll type' },
  single: { id: 'polls.single_choice', defaultMessage: 'Allow one choice' },
  multiple: { id: 'polls.multiple_choices', defaultMessage: 'Allow multiple choices' },
  expiry: { id: 'polls.expiry', defaultMessage: 'Poll age' },
  expiryUnit: { id: 'polls.expiry_unit', defaultMessage: 'Poll age unit' },
  minutes: { id: 'time.unit.minutes_short', defaultMessage: 'minutes' },
  hours: { id: 'time.unit.hours_short', defaultMessage: 'hours' },
  days: { id: 'time.unit.days_short', defaultMessage: 'days' },
  notEnoughOptions: { id: 'polls.not_enough_options', defaultMessage: 'Too few unique options in poll' },
  vote: { id: 'polls.vote', defaultMessage: 'Vote' },
  voting: { id: 'polls.voting', defaultMessage: 'Voting…' },
  votes: { id: 'polls.votes_count', defaultMessage: '{count, plural, one {# vote} other {# votes}}' },
  people: {
    id: 'polls.people_voted_count',
    defaultMessage: '{count, plural, one {# person voted} other {# people voted}}',
  },
  expired: { id: 'polls.expired', defaultMessage: 'Poll ended' },
  expiresIn: { id: 'polls.expires_in', defaultMessage: 'Poll ends {time}' },
  voteError: { id: 'polls.vote_error', defaultMessage: 'The vote was not counted: {error}' },
  waitingVote: { id: 'polls.waiting_vote', defaultMessage: 'Your vote: {choices}' },
  ownVote: { id: 'polls.own_vote', defaultMessage: 'Your choice' },
  poll: { id: 'polls.poll', defaultMessage: 'Poll' },
});
