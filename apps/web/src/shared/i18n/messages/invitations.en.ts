/** The invitation page's and the shared (public) board's messages (English source). */
export const invitationsMessages = {
  'invitations.documentTitle': 'Invitation',
  'invitations.opening': 'Opening the invitation…',
  'invitations.reading': 'Reading the invitation',
  'invitations.notFoundHint': 'Open the link exactly as it came in the email, or ask for a new invitation.',
  'invitations.askForNew': 'Ask an owner or admin of the workspace to send you a new invitation.',
  'invitations.invited.title': 'You have been invited',
  'invitations.invited.intro':
    'Sign in, or create an account with the address the invitation was sent to, to join the workspace.',
  'invitations.invited.by':
    '<0>{inviter}</0> invited you to join <1>{workspace}</1> as {role, select, owner {owner} admin {admin} member {member} other {viewer}}.',
  'invitations.invited.toBoard':
    '<0>{inviter}</0> invited you as a guest to the board <1>{board}</1> of {workspace}, as {role, select, admin {admin} editor {editor} commenter {commenter} other {viewer}}. You will see this board only.',
  'invitations.invited.someAdmin': 'A workspace admin',
  'invitations.invited.sentTo':
    'The invitation was sent to <0>{email}</0> and is valid until {date}. Sign in, or create an account, with that address to join.',
  'invitations.acceptSignIn': 'Sign in to accept',
  'invitations.joining': 'Joining the workspace…',
  'invitations.accepting': 'Accepting the invitation',
  'invitations.wrongEmail':
    'You are signed in as <0>{email}</0>. Sign in with the invited address to accept it.',
  'invitations.switchAccount': 'Sign out and use another account',
  'invitations.problem.notFound': 'This invitation link is not valid',
  'invitations.problem.used': 'This invitation has already been used',
  'invitations.problem.revoked': 'This invitation was revoked',
  'invitations.problem.expired': 'This invitation has expired',
  'invitations.problem.wrongEmail': 'This invitation is for someone else',
  'invitations.problem.alreadyMember': 'You are already a member',
  'invitations.problem.other': 'The invitation could not be accepted',
  'invitations.why.used': 'Each invitation link works once.',
  'invitations.why.revoked': 'An owner or admin of the workspace withdrew it.',
  'invitations.why.expired': 'Invitations are valid for a limited time.',
  'invitations.why.wrongEmail': 'It was sent to another email address than the one you are signed in with.',
  'invitations.why.alreadyMember': 'You can open the workspace from your list of workspaces.',
  'sharedBoard.documentTitle': 'Shared board',
  'sharedBoard.opening': 'Opening the shared board',
  'sharedBoard.gone.title': 'This link no longer works',
  'sharedBoard.gone.body':
    'The board’s public link was revoked, replaced by a new one, or never existed. Ask someone who works on the board for its current link.',
  'sharedBoard.gone.link': 'Go to Teamboard',
  'sharedBoard.readOnly': 'Read-only',
  'sharedBoard.item': '{done, select, true {Done:} other {To do:}}',
} satisfies Record<`invitations.${string}` | `sharedBoard.${string}`, string>;
