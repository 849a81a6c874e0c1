"use strict";
// Draws the payload the server pushes (WebSocket, else Server-Sent Events) and nothing
// else: every text arrives finished from the server and is set as text, never as markup.
(function () {
  var top = document.getElementById("top");
  var app = document.getElementById("app");
  var link = document.getElementById("link");
  // says whose turn it is when that changes (a screen reader reads it out)
  var announce = document.getElementById("announce");
  var announced = null;
  var SVG = "http://www.w3.org/2000/svg";
  var texts = { lost: "", renewed: "" };
  var pageTitle = "Kronikář";
  var socket = null;
  var source = null;
  var retries = 0;
  var socketFailures = 0;
  var useEvents = /[?&]sse\b/.test(location.search) || !("WebSocket" in window);
  var base = location.pathname.replace(/[^/]*$/, "");

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    return node;
  }

  function shape(name, attributes) {
    var node = document.createElementNS(SVG, name);
    Object.keys(attributes).forEach(function (key) { node.setAttribute(key, attributes[key]); });
    return node;
  }

  // the window's band shapes: 0 a disc, 1 a disc with a notch, 2 a triangle with a mark,
  // 3 a diamond with a bar, 4 a cross; no level: a hollow ring
  function bandIcon(level, color) {
    var svg = shape("svg", { viewBox: "0 0 100 100", "aria-hidden": "true" });
    var edge = { stroke: "#0b0f14", "stroke-width": "5", fill: color };
    var mark = { stroke: "#0b0f14", "stroke-width": "10", "stroke-linecap": "round", fill: "none" };
    if (level === 0) {
      svg.appendChild(shape("circle", Object.assign({ cx: 50, cy: 50, r: 42 }, edge)));
    } else if (level === 1) {
      svg.appendChild(shape("path", Object.assign({ d: "M50 8 A42 42 0 1 0 92 50 L50 50 Z" }, edge)));
    } else if (level === 2) {
      svg.appendChild(shape("polygon", Object.assign({ points: "50,8 92,92 8,92" }, edge)));
      svg.appendChild(shape("line", Object.assign({ x1: 50, y1: 40, x2: 50, y2: 66 }, mark)));
      svg.appendChild(shape("line", Object.assign({ x1: 50, y1: 80, x2: 50, y2: 80.5 }, mark)));
    } else if (level === 3) {
      svg.appendChild(shape("polygon", Object.assign({ points: "50,8 92,50 50,92 8,50" }, edge)));
      svg.appendChild(shape("line", Object.assign({ x1: 33, y1: 50, x2: 67, y2: 50 }, mark, { "stroke-width": "12" })));
    } else if (level === 4) {
      var cross = { stroke: color, "stroke-width": "20", "stroke-linecap": "round" };
      svg.appendChild(shape("line", Object.assign({ x1: 22, y1: 22, x2: 78, y2: 78 }, cross)));
      svg.appendChild(shape("line", Object.assign({ x1: 78, y1: 22, x2: 22, y2: 78 }, cross)));
    } else {
      svg.appendChild(shape("circle", { cx: 50, cy: 50, r: 32, fill: "none", stroke: color, "stroke-width": "10" }));
    }
    return svg;
  }

  function row(entry) {
    var item = element("li", "row");
    if (entry.current) item.classList.add("current");
    if (entry.done) item.classList.add("done");
    if (!entry.pc) item.classList.add("npc");
    if (entry.current) item.setAttribute("aria-current", "step");
    if (entry.initiative !== null && entry.initiative !== undefined) {
      var init = element("span", "init");
      init.appendChild(element("span", "visually-hidden", (texts.initiative || "") + " "));
      init.appendChild(document.createTextNode(String(entry.initiative)));
      item.appendChild(init);
    }
    var name = element("bdi", "name", entry.name);
    item.appendChild(name);
    if (!entry.pc) item.appendChild(element("span", "visually-hidden", " (" + (texts.npc || "") + ")"));
    if (entry.band) {
      var band = element("span", "band");
      band.appendChild(bandIcon(entry.band.level, entry.band.color));
      // the colour is the shape's; the word stays in the text's colour, readable (4.5:1)
      // whatever the band's colour is
      band.appendChild(element("span", "word", entry.band.word));
      item.appendChild(band);
    }
    if (entry.extras && entry.extras.length) {
      var extras = element("span", "extras");
      entry.extras.forEach(function (extra) {
        var chip = element("span", "extra " + extra.kind, extra.text);
        if (extra.boxed) chip.classList.add("boxed");
        extras.appendChild(chip);
      });
      item.appendChild(extras);
    }
    return item;
  }

  // the fight: its title and who is next in the header, the order in the main part
  function fight(payload) {
    var heading = [element("h1", "title", payload.title)];
    var sub = element("div", "subline");
    if (payload.next) sub.appendChild(element("p", "next", payload.next));
    if (payload.stack && payload.stack.length) {
      var stack = element("div", "stack");
      payload.stack.forEach(function (label, index) {
        var running = index === payload.stack.length - 1;
        stack.appendChild(element("span", running ? "conflict running" : "conflict", label));
      });
      sub.appendChild(stack);
    }
    if (sub.childNodes.length) heading.push(sub);
    var rule = element("hr", "rule");
    rule.setAttribute("aria-hidden", "true");
    heading.push(rule);
    var label = element("h2", "visually-hidden", texts.order || "");
    label.id = "order-heading";
    var order = element("ol", "order");
    order.setAttribute("aria-labelledby", label.id);
    (payload.rows || []).forEach(function (entry) { order.appendChild(row(entry)); });
    return { top: heading, main: [label, order] };
  }

  // between fights: the campaign's name, or the GM's picture (the name then for the ear)
  function idle(payload) {
    var box = element("div", "idle");
    var info = payload.idle || {};
    if (info.image) {
      var image = element("img");
      image.alt = texts.image || "";
      image.src = base + "image?v=" + encodeURIComponent(info.image);
      box.appendChild(image);
      return { top: [element("h1", "visually-hidden", info.name || pageTitle)], main: [box] };
    }
    box.appendChild(element("h1", null, info.name || pageTitle));
    return { top: [], main: [box] };
  }

  // nothing shows (the GM's blank key, a renewed address): the page's name and why, heard
  function empty(why) {
    var nodes = [element("h1", "visually-hidden", pageTitle)];
    if (why) nodes.push(element("p", "visually-hidden", why));
    return { top: nodes, main: [] };
  }

  // the live region: the fight's title (the round and whose turn) when it changes; what
  // the page showed when it opened is read with the page, not announced
  function say(text) {
    if (text === announced) return;
    if (announced !== null) announce.textContent = text;
    announced = text;
  }

  function show(parts) {
    top.replaceChildren.apply(top, parts.top);
    app.replaceChildren.apply(app, parts.main);
  }

  function render(payload) {
    if (payload.texts) texts = payload.texts;
    if (payload.lang) document.documentElement.lang = payload.lang;
    pageTitle = payload.page_title || "Kronikář";
    document.body.className = payload.mode || "";
    document.title = pageTitle;
    var parts = empty(texts.blanked);
    if (payload.mode === "fight") parts = fight(payload);
    else if (payload.mode === "idle") parts = idle(payload);
    show(parts);
    if (payload.mode === "fight") say(payload.title || "");
    else say(payload.mode === "blank" ? texts.blanked || "" : "");
    var current = app.querySelector(".row.current");
    // smoothly, unless the player asked for less motion (the style's scroll-behavior)
    if (current && current.scrollIntoView) current.scrollIntoView({ block: "nearest" });
    app.setAttribute("data-mode", payload.mode || "");
  }

  function receive(text) {
    var payload;
    try { payload = JSON.parse(text); } catch (error) { return; }
    retries = 0;
    link.textContent = "";
    render(payload);
  }

  // whether the page's address stopped opening it (403: the GM renewed the key), as
  // opposed to a server that does not answer now
  function probe(done) {
    if (!window.fetch) { done(false); return; }
    window.fetch(base + "view.json", { cache: "no-store", credentials: "omit" }).then(
      function (answer) { done(answer.status === 403); },
      function () { done(false); }
    );
  }

  function lost() {
    var delay = Math.min(5000, 300 * Math.pow(2, retries));
    retries += 1;
    probe(function (renewed) {
      if (renewed) {
        // nothing of the campaign stays on a page whose address was taken back; it keeps
        // looking, slowly, in case the GM brings that address back (undo)
        show(empty(""));
        say("");
        document.body.className = "renewed";
        app.setAttribute("data-mode", "renewed");
        socketFailures = 0;
      }
      link.textContent = (renewed ? texts.renewed : texts.lost) || "…";
      window.setTimeout(connect, renewed ? 5000 : delay);
    });
  }

  function connectEvents() {
    source = new EventSource(base + "events");
    source.onmessage = function (event) { receive(event.data); };
    source.onerror = function () {
      source.close();
      source = null;
      lost();
    };
  }

  function connectSocket() {
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    var opened = false;
    socket = new WebSocket(scheme + location.host + base + "ws");
    socket.onopen = function () { opened = true; socketFailures = 0; };
    socket.onmessage = function (event) { receive(event.data); };
    socket.onclose = function () {
      socket = null;
      if (!opened) {
        socketFailures += 1;
        if (socketFailures >= 2 && "EventSource" in window) useEvents = true;
      }
      lost();
    };
  }

  function connect() {
    if (useEvents) connectEvents();
    else connectSocket();
  }

  connect();
})();
