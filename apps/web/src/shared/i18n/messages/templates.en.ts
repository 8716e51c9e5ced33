/**
 * English texts of the built-in board templates (Kanban, Sprint, Bug triage, Personal): their
 * names in the "Start from" menu and the lists, labels and example cards a new board gets.
 */
export const templatesMessages = {
  'templates.builtIn.option': 'Built-in: {name}',
  'templates.kanban.name': 'Kanban',
  'templates.kanban.list.todo': 'To do',
  'templates.kanban.list.doing': 'Doing',
  'templates.kanban.list.done': 'Done',
  'templates.kanban.card.welcome': 'Drag this card to Doing when you start on it',
  'templates.kanban.card.welcomeDescription':
    'Each list is a stage of your work. Add a card per task, move it along, and archive it when it is done.',
  'templates.sprint.name': 'Sprint',
  'templates.sprint.list.backlog': 'Backlog',
  'templates.sprint.list.sprint': 'This sprint',
  'templates.sprint.list.progress': 'In progress',
  'templates.sprint.list.review': 'In review',
  'templates.sprint.list.done': 'Done',
  'templates.sprint.label.feature': 'Feature',
  'templates.sprint.label.bug': 'Bug',
  'templates.sprint.label.chore': 'Chore',
  'templates.sprint.card.goal': 'Write down the sprint goal',
  'templates.sprint.card.goalDescription':
    'One sentence the team agrees on. Pull cards from the backlog into this sprint until it is covered.',
  'templates.sprint.card.retro': 'Hold the retrospective',
  'templates.sprint.card.feature': 'Example: sign in with a link by email',
  'templates.sprint.card.bug': 'Example: the save button stays grey',
  'templates.bugTriage.name': 'Bug triage',
  'templates.bugTriage.list.new': 'New',
  'templates.bugTriage.list.confirmed': 'Confirmed',
  'templates.bugTriage.list.fixing': 'Being fixed',
  'templates.bugTriage.list.fixed': 'Fixed',
  'templates.bugTriage.list.wontFix': 'Won’t fix',
  'templates.bugTriage.label.critical': 'Critical',
  'templates.bugTriage.label.minor': 'Minor',
  'templates.bugTriage.card.example': 'Example: the app closes when a photo is attached',
  'templates.bugTriage.card.minor': 'Example: a typo on the sign-in page',
  'templates.bugTriage.card.exampleDescription':
    'Steps to reproduce, what you expected and what happened instead. Move it to Confirmed once someone has seen it happen.',
  'templates.personal.name': 'Personal',
  'templates.personal.list.week': 'This week',
  'templates.personal.list.today': 'Today',
  'templates.personal.list.done': 'Done',
  'templates.personal.label.home': 'Home',
  'templates.personal.label.work': 'Work',
  'templates.personal.card.plan': 'Plan the week',
  'templates.personal.card.errand': 'Book a dentist appointment',
} satisfies Record<string, string>;
