/*
 * The French of the server's `detail` sentences (docs/i18n.md "The server's sentences"): the English sentence, as
 * the code and the API reference word it, is the key. Only sentences a person reads belong here: a sentence a client
 * compares ('2FA required', which starts the second sign-in step) stays English in every language.
 */
export const FRENCH_DETAILS: Readonly<Record<string, string>> = {
  'Agenda item not found in this alert': 'Point de l’ordre du jour introuvable dans cette alerte',
  'Alert not found': 'Alerte introuvable',
  'An account with this email already exists': 'Un compte existe déjà pour ce courriel',
  'API key not found': 'Clé d’API introuvable',
  'Application not found': 'Demande introuvable',
  'Backup code is required': 'Le code de secours est obligatoire',
  'Choose at least one alert': 'Choisissez au moins une alerte',
  'Choose at least one application type.': 'Choisissez au moins un type de demande.',
  'Choose one of your properties to follow this application for':
    'Choisissez l’une de vos propriétés pour laquelle suivre cette demande',
  'Code is required': 'Le code est obligatoire',
  'Comment is required': 'Le commentaire est obligatoire',
  'Company name is required': 'Le nom de l’entreprise est obligatoire',
  'Company not found': 'Entreprise introuvable',
  'Could not validate credentials': 'Impossible de valider vos identifiants',
  'Current password is incorrect': 'Le mot de passe actuel est incorrect',
  'Description is required': 'La description est obligatoire',
  'Email is required': 'Le courriel est obligatoire',
  'Encrypted archives are not accepted.': 'Les archives chiffrées ne sont pas acceptées.',
  'Enter your password or a current code to get new backup codes':
    'Entrez votre mot de passe ou un code actuel pour obtenir de nouveaux codes de secours',
  'First name is required': 'Le prénom est obligatoire',
  'Follow not found': 'Suivi introuvable',
  'Give the area a name.': 'Donnez un nom à la zone.',
  'If an account exists for this email, a password reset link has been sent.':
    'Si un compte existe pour ce courriel, un lien de réinitialisation du mot de passe a été envoyé.',
  'Incorrect password': 'Mot de passe incorrect',
  'Internal Server Error': 'Erreur interne du serveur',
  'Invalid email or password': 'Courriel ou mot de passe invalide',
  'Invalid JSON body': 'Corps JSON invalide',
  'Invalid or expired invite token': 'Jeton d’invitation invalide ou expiré',
  'Invalid or expired reset token': 'Jeton de réinitialisation invalide ou expiré',
  'Invalid or missing invite token': 'Jeton d’invitation invalide ou manquant',
  'Invalid or missing reset token': 'Jeton de réinitialisation invalide ou manquant',
  'Invalid verification code': 'Code de vérification invalide',
  'Language must be en-CA or fr-CA': 'La langue doit être en-CA ou fr-CA',
  'Last name is required': 'Le nom de famille est obligatoire',
  'Message is required': 'Le message est obligatoire',
  'Municipality id must be a number': 'L’identifiant de la municipalité doit être un nombre',
  'Municipality not found': 'Municipalité introuvable',
  'Name is required': 'Le nom est obligatoire',
  'No decision cites this act': 'Aucune décision ne cite cette loi',
  'No file was uploaded.': 'Aucun fichier n’a été téléversé.',
  'Not authenticated': 'Non authentifié',
  'Not Found': 'Introuvable',
  'Nothing to change': 'Rien à modifier',
  'Only admins can create company areas': 'Seuls les administrateurs peuvent créer des zones de l’entreprise',
  'Only admins can create company watches':
    'Seuls les administrateurs peuvent créer des listes de surveillance de l’entreprise',
  'Only company admins can do this.': 'Seuls les administrateurs de l’entreprise peuvent faire ceci.',
  'Only platform operators can do this.': 'Seuls les opérateurs de la plateforme peuvent faire ceci.',
  'Password changed successfully.': 'Mot de passe modifié.',
  'Password has been reset successfully.': 'Le mot de passe a été réinitialisé.',
  'Password is required': 'Le mot de passe est obligatoire',
  'Password must be at least 8 characters long': 'Le mot de passe doit comporter au moins 8 caractères',
  'Please enter a valid email address': 'Veuillez entrer une adresse courriel valide',
  'Please enter a valid URL': 'Veuillez entrer une URL valide',
  'Please fill in all fields.': 'Veuillez remplir tous les champs.',
  'Please select a municipality': 'Veuillez choisir une municipalité',
  'Property not found': 'Propriété introuvable',
  'Report not found': 'Rapport introuvable',
  'Request body is too large': 'Le corps de la requête est trop volumineux',
  'Select at least one committee': 'Choisissez au moins un comité',
  'Send one file at a time.': 'Envoyez un seul fichier à la fois.',
  'Session not found': 'Session introuvable',
  'Start two-factor setup first': 'Commencez d’abord la configuration de l’authentification à deux facteurs',
  'Stripe has not confirmed this subscription yet. Please try again in a minute.':
    'Stripe n’a pas encore confirmé cet abonnement. Veuillez réessayer dans une minute.',
  'Subject is required': 'L’objet est obligatoire',
  'Terms only exclude words: add at least one word or "phrase" to look for.':
    'Les termes ne font qu’exclure des mots : ajoutez au moins un mot ou une « expression » à chercher.',
  'Text extraction has stopped (the server is shutting down).':
    'L’extraction du texte s’est arrêtée (le serveur s’arrête).',
  'Text must not contain NUL characters': 'Le texte ne doit pas contenir de caractères NUL',
  'The AI provider returned an empty summary. Please try again.':
    'Le fournisseur d’IA a renvoyé un résumé vide. Veuillez réessayer.',
  'The AI service did not answer in time; try again later.':
    'Le service d’IA n’a pas répondu à temps; réessayez plus tard.',
  'The AI service did not finish in time; try again later.':
    'Le service d’IA n’a pas terminé à temps; réessayez plus tard.',
  'The file is not a valid zip archive (damaged directory).':
    'Le fichier n’est pas une archive zip valide (répertoire endommagé).',
  'The file is not a valid zip archive (damaged entry).':
    'Le fichier n’est pas une archive zip valide (entrée endommagée).',
  'The file is not a valid zip archive (inconsistent sizes).':
    'Le fichier n’est pas une archive zip valide (tailles incohérentes).',
  'The file is not a valid zip archive (its directory lies outside the file).':
    'Le fichier n’est pas une archive zip valide (son répertoire est hors du fichier).',
  'The file is not a valid zip archive (no end of central directory).':
    'Le fichier n’est pas une archive zip valide (fin du répertoire central absente).',
  'The name can have at most 100 characters.': 'Le nom peut comporter au plus 100 caractères.',
  'The new password must be different from the current one': 'Le nouveau mot de passe doit être différent de l’actuel',
  'The payment provider could not be reached. Please try again.':
    'Le fournisseur de paiement est injoignable. Veuillez réessayer.',
  'The point is not in Ontario': 'Le point n’est pas en Ontario',
  'The portal address is not a valid URL': 'L’adresse du portail n’est pas une URL valide',
  'The portal address must not contain credentials': 'L’adresse du portail ne doit pas contenir d’identifiants',
  'The portal address must not have a query or a fragment': 'L’adresse du portail ne doit avoir ni requête ni fragment',
  'The portal address must start with http:// or https://':
    'L’adresse du portail doit commencer par http:// ou https://',
  'The property has no location to measure distances from':
    'La propriété n’a pas d’emplacement à partir duquel mesurer les distances',
  'The property has no municipality.': 'La propriété n’a pas de municipalité.',
  'The report is too large to make': 'Le rapport est trop volumineux pour être produit',
  'The report took too long to make. Try again.': 'Le rapport a pris trop de temps à produire. Réessayez.',
  'The stored file is missing.': 'Le fichier enregistré est introuvable.',
  'The upload was incomplete or malformed. Please try again.':
    'Le téléversement était incomplet ou mal formé. Veuillez réessayer.',
  'The webhook URL must start with https:// or http://': 'L’URL du webhook doit commencer par https:// ou http://',
  'There is no municipality with this id': 'Aucune municipalité ne porte cet identifiant',
  'This alert has no agenda item to follow': 'Cette alerte n’a pas de point de l’ordre du jour à suivre',
  'This checkout does not exist.': 'Ce paiement n’existe pas.',
  'This checkout link has expired. Please start again from Parcelwatch.':
    'Ce lien de paiement a expiré. Veuillez recommencer depuis Parcelwatch.',
  'This password is too common. Please choose a less common password.':
    'Ce mot de passe est trop courant. Veuillez en choisir un moins courant.',
  'This property already has an insight of this category for that source':
    'Cette propriété a déjà un aperçu de cette catégorie pour cette source',
  'This source is paused: resume it to run it': 'Cette source est en pause : reprenez-la pour la lancer',
  'This user has not accepted the invitation yet.': 'Cet utilisateur n’a pas encore accepté l’invitation.',
  'Thread not found': 'Fil introuvable',
  'Title is required': 'Le titre est obligatoire',
  'To must not be before From': 'La date de fin ne doit pas précéder la date de début',
  'Too many failed attempts.': 'Trop de tentatives infructueuses.',
  'Too many failed sign-in attempts for this account.': 'Trop de tentatives de connexion infructueuses pour ce compte.',
  'Too many form parts.': 'Trop de parties de formulaire.',
  'Two-factor authentication is already enabled': 'L’authentification à deux facteurs est déjà activée',
  'Two-factor authentication is not enabled': 'L’authentification à deux facteurs n’est pas activée',
  'Unknown source': 'Source inconnue',
  'Upload at least one document before generating a summary.':
    'Téléversez au moins un document avant de générer un résumé.',
  'User not found': 'Utilisateur introuvable',
  'Verification code must be 6 digits': 'Le code de vérification doit comporter 6 chiffres',
  'Webhook not found': 'Webhook introuvable',
  'ZIP64 archives are not accepted.': 'Les archives ZIP64 ne sont pas acceptées.',
};
