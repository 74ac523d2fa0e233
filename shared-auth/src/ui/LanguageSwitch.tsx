import { Segmented } from 'antd';
import { useState } from 'react';
import { useSetMyLanguageMutation } from '../authApi';
import { setLanguage } from '../i18n/engine';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages';
import { useLanguage } from '../i18n/useT';
import { selectCurrentUser } from '../authSlice';
import { useAppSelector } from '../store';

/**
 * English | Français (docs/i18n.md). Each language is named in itself, so the switch reads the same in both. The
 * app changes at once; a signed-in user's choice is stored on the user (it follows them to another device), a
 * visitor's on this device.
 */
export function LanguageSwitch() {
  const language = useLanguage();
  const user = useAppSelector(selectCurrentUser);
  const [save] = useSetMyLanguageMutation();
  const [busy, setBusy] = useState(false);

  const choose = async (next: Language) => {
    setBusy(true);
    try {
      await setLanguage(next);
      if (user) await save({ language: next }).unwrap();
    } catch {
      // The app already shows the new language; the account keeps its old one until the next change.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Segmented<Language>
      size="small"
      aria-label="Language / Langue"
      disabled={busy}
      value={language}
      onChange={(next) => void choose(next)}
      options={LANGUAGES.map((value) => ({ value, label: <span lang={value}>{LANGUAGE_NAMES[value]}</span> }))}
    />
  );
}
