/*
 * The French of the server's `detail` sentences (docs/i18n.md "The server's sentences"): the English sentence, as
 * the code and the API reference word it, is the key. Only sentences a person reads belong here: a sentence a client
 * compares ('2FA required', which starts the second sign-in step) stays English in every language.
 */
export const FRENCH_DETAILS: Readonly<Record<string, string>> = {
  'An account with this email already exists': 'Un compte existe déjà pour ce courriel',
  'Backup code is required': 'Le code de secours est obligatoire',
  'Code is required': 'Le code est obligatoire',
  'Company name is required': 'Le nom de l’entreprise est obligatoire',
  'Could not validate credentials': 'Impossible de valider vos identifiants',
  'Current password is incorrect': 'Le mot de passe actuel est incorrect',
  'Email is required': 'Le courriel est obligatoire',
  'First name is required': 'Le prénom est obligatoire',
  'If an account exists for this email, a password reset link has been sent.':
    'Si un compte existe pour ce courriel, un lien de réinitialisation du mot de passe a été envoyé.',
  'Incorrect password': 'Mot de passe incorrect',
  'Internal Server Error': 'Erreur interne du serveur',
  'Invalid JSON body': 'Corps JSON invalide',
  'Invalid email or password': 'Courriel ou mot de passe invalide',
  'Invalid or expired invite token': 'Jeton d’invitation invalide ou expiré',
  'Invalid or expired reset token': 'Jeton de réinitialisation invalide ou expiré',
  'Invalid or missing invite token': 'Jeton d’invitation invalide ou manquant',
  'Invalid or missing reset token': 'Jeton de réinitialisation invalide ou manquant',
  'Invalid verification code': 'Code de vérification invalide',
  'Language must be en-CA or fr-CA': 'La langue doit être en-CA ou fr-CA',
  'Not authenticated': 'Non authentifié',
  'Not Found': 'Introuvable',
  'Only company admins can do this.': 'Seuls les administrateurs de l’entreprise peuvent faire ceci.',
  'Password changed successfully.': 'Mot de passe modifié.',
  'Password has been reset successfully.': 'Le mot de passe a été réinitialisé.',
  'Password is required': 'Le mot de passe est obligatoire',
  'Password must be at least 8 characters long': 'Le mot de passe doit comporter au moins 8 caractères',
  'Please enter a valid email address': 'Veuillez entrer une adresse courriel valide',
  'Request body is too large': 'Le corps de la requête est trop volumineux',
  'Session not found': 'Session introuvable',
  'Start two-factor setup first': 'Commencez d’abord la configuration de l’authentification à deux facteurs',
  'Text must not contain NUL characters': 'Le texte ne doit pas contenir de caractères NUL',
  'The new password must be different from the current one': 'Le nouveau mot de passe doit être différent de l’actuel',
  'This password is too common. Please choose a less common password.':
    'Ce mot de passe est trop courant. Veuillez en choisir un moins courant.',
  'Too many failed attempts.': 'Trop de tentatives infructueuses.',
  'Too many failed sign-in attempts for this account.': 'Trop de tentatives de connexion infructueuses pour ce compte.',
  'Two-factor authentication is already enabled': 'L’authentification à deux facteurs est déjà activée',
  'Two-factor authentication is not enabled': 'L’authentification à deux facteurs n’est pas activée',
  'Verification code must be 6 digits': 'Le code de vérification doit comporter 6 chiffres',
};
