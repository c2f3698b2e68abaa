/**
 * The stand-in of GeeTest v4's widget script (`gt4.js`), served at `/geetest/gt4.js`. It keeps the
 * public v4 interface a site uses: `window.initGeetest4({captchaId, product}, callback)` hands the
 * callback a captcha object with `onReady`, `onSuccess`, `onError`, `onClose` (chainable),
 * `showCaptcha()`, `getValidate()`, `reset()` and `destroy()`. Like the real widget it talks to its
 * service by JSONP (script tags next to the widget's own address: `load`, then `verify`), so a page
 * whose script-src allows the widget's origin needs nothing more. The check itself is a dialog with
 * a Verify button; the pass values come from the service, which alone can sign them.
 */
export const GEETEST_WIDGET_SCRIPT = String.raw`(function () {
  'use strict';
  var current = document.currentScript;
  var base = new URL('./', current && current.src ? current.src : location.href);
  var serial = 0;

  function jsonp(path, params, done) {
    var name = 'geetest_' + Date.now() + '_' + ++serial;
    var url = new URL(path, base);
    Object.keys(params).forEach(function (key) { url.searchParams.set(key, params[key]); });
    url.searchParams.set('callback', name);
    var tag = document.createElement('script');
    var settled = false;
    function finish(answer) {
      if (settled) return;
      settled = true;
      delete window[name];
      tag.remove();
      done(answer);
    }
    window[name] = finish;
    tag.onerror = function () { finish(null); };
    tag.src = url.href;
    document.head.appendChild(tag);
  }

  window.initGeetest4 = function (config, callback) {
    var handlers = { ready: [], success: [], error: [], close: [] };
    var state = { ready: false, validate: null, dialog: null, destroyed: false };
    var captchaId = config && config.captchaId;

    function emit(kind, detail) {
      handlers[kind].slice().forEach(function (handler) { handler(detail); });
    }
    function fail(code, msg) {
      emit('error', { code: code, msg: msg, desc: { detail: msg } });
    }
    function closeDialog() {
      if (!state.dialog) return false;
      state.dialog.remove();
      state.dialog = null;
      return true;
    }
    function button(text, onClick) {
      var element = document.createElement('button');
      element.type = 'button';
      element.textContent = text;
      element.style.cssText = 'margin-inline-start:8px;padding:8px 16px;font:inherit;cursor:pointer';
      element.addEventListener('click', onClick);
      return element;
    }
    function open() {
      if (state.dialog) return;
      var overlay = document.createElement('div');
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.5)';
      var dialog = document.createElement('div');
      var titleId = 'geetest-title-' + ++serial;
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.lang = 'en';
      dialog.style.cssText = 'background:#fff;color:#111;padding:24px;border-radius:8px;max-inline-size:320px;font-family:sans-serif';
      var title = document.createElement('h2');
      title.id = titleId;
      title.textContent = 'Security check';
      title.style.cssText = 'margin:0 0 12px;font-size:18px';
      var text = document.createElement('p');
      text.textContent = 'Press Verify to confirm you are a person.';
      var status = document.createElement('p');
      status.setAttribute('role', 'status');
      var actions = document.createElement('div');
      actions.style.cssText = 'display:flex;justify-content:flex-end';
      var verify = button('Verify', function () {
        verify.disabled = true;
        status.textContent = 'Checking…';
        jsonp('verify', { captcha_id: captchaId }, function (answer) {
          if (state.destroyed) return;
          if (!answer || answer.status !== 'success' || !answer.data || answer.data.result !== 'success') {
            verify.disabled = false;
            status.textContent = 'The check could not be completed. Try again.';
            fail(answer ? answer.code : 'network', answer ? answer.msg : 'The verification service could not be reached');
            return;
          }
          state.validate = answer.data.seccode;
          closeDialog();
          emit('success');
        });
      });
      var close = button('Close', function () {
        if (closeDialog()) emit('close');
      });
      dialog.addEventListener('keydown', function (event) {
        if (event.key === 'Escape' && closeDialog()) emit('close');
      });
      actions.append(close, verify);
      dialog.append(title, text, status, actions);
      overlay.append(dialog);
      document.body.append(overlay);
      state.dialog = overlay;
      verify.focus();
    }

    var captcha = {
      onReady: function (handler) { handlers.ready.push(handler); return captcha; },
      onSuccess: function (handler) { handlers.success.push(handler); return captcha; },
      onError: function (handler) { handlers.error.push(handler); return captcha; },
      onClose: function (handler) { handlers.close.push(handler); return captcha; },
      showCaptcha: function () {
        if (!state.ready) return fail('not_ready', 'The check is not ready yet');
        open();
      },
      getValidate: function () {
        if (!state.validate) return false;
        var copy = {};
        Object.keys(state.validate).forEach(function (key) { copy[key] = state.validate[key]; });
        return copy;
      },
      reset: function () { state.validate = null; },
      destroy: function () {
        state.destroyed = true;
        closeDialog();
        handlers = { ready: [], success: [], error: [], close: [] };
      },
    };

    callback(captcha);
    jsonp('load', { captcha_id: captchaId }, function (answer) {
      if (state.destroyed) return;
      if (!answer || answer.status !== 'success') {
        fail(answer ? answer.code : 'network', answer ? answer.msg : 'The verification service could not be reached');
        return;
      }
      state.ready = true;
      emit('ready');
    });
  };
})();
`;
