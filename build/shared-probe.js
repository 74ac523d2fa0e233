// Exposed by every app as './probe'. The e2e suite compares these references across the host and each
// remote: identical references prove that each shared library is loaded exactly once in the browser.
import { useState } from 'react';
import { jsx } from 'react/jsx-runtime';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useNavigate } from 'react-router-dom';
import { createStore } from 'redux';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { Button } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
import dayjs from 'dayjs';
import { store } from 'shared-auth';

export const sharedReferences = {
  react: useState,
  'react/jsx-runtime': jsx,
  'react-dom': createPortal,
  'react-dom/client': createRoot,
  'react-router-dom': useNavigate,
  redux: createStore,
  '@reduxjs/toolkit': configureStore,
  '@reduxjs/toolkit/query/react': createApi,
  'react-redux': Provider,
  antd: Button,
  '@ant-design/cssinjs': StyleProvider,
  dayjs,
  'shared-auth': store,
};
