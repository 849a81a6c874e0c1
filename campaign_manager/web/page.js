"use strict";
// Draws the payload the server pushes (WebSocket, else Server-Sent Events) and nothing
// else: every text arrives finished from the server and is set as text, never as markup.
// A player's own page (its payload has "me") also shows their character, their forms
// (sent as requests on the WebSocket, answered by the GM) and their notebook.
(function () {
  var top = document.getElementById("top");
  var app = document.getElementById("app");
  var mine = document.getElementById("mine");
  var book = document.getElementById("book");
  var link = document.getElementById("link");
  // says whose turn it is when that changes (a screen reader reads it out)
  var announce = document.getElementById("announce");
  var announced = null;
  // says what the player's own part has to tell: their turn, the GM's answers, a reveal
  var told = document.getElementById("told");
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

  // between fights: the campaign's name, or the GM's picture (the name then for the ear);
  // a player's page names the campaign at its top, above the player's own part
  // the players' recap of a session the GM shows on the TV: its title a heading, its lines
  function recapSection(recap) {
    var section = element("section", "recap");
    var heading = element("h2", null, recap.title || "");
    heading.id = "recap-heading";
    section.setAttribute("aria-labelledby", heading.id);
    section.appendChild(heading);
    (recap.lines || []).forEach(function (line) {
      section.appendChild(element("p", null, line));
    });
    return section;
  }

  function idle(payload, player) {
    var box = element("div", "idle");
    var info = payload.idle || {};
    if (info.recap) {
      // as on the TV, the recap takes the place of the campaign's name or picture
      var top = element("h1", "title", info.name || pageTitle);
      return { top: [top], main: [recapSection(info.recap)] };
    }
    if (info.image) {
      var image = element("img");
      image.alt = texts.image || "";
      image.src = base + "image?v=" + encodeURIComponent(info.image);
      box.appendChild(image);
      var name = element("h1", player ? "title" : "visually-hidden", info.name || pageTitle);
      return { top: [name], main: [box] };
    }
    if (player) return { top: [element("h1", "title", info.name || pageTitle)], main: [] };
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

  function show(shown) {
    top.replaceChildren.apply(top, shown.top);
    app.replaceChildren.apply(app, shown.main);
  }

  // -- a player's own part ---------------------------------------------------------------
  var nextId = Math.floor(Math.random() * 1000000000);
  var pending = {};
  var formsKey = null;
  var bookKey = null;
  var bookIds = null;
  var lastTurn = null;
  var parts = null;

  function tell(text) {
    if (!text) return;
    // the same words again are still read: the region changes
    told.textContent = told.textContent === text ? text + "\u00a0" : text;
  }

  var fields = 0;

  // a control under its label (the label's "for": its name is the label's words alone)
  function field(labelText, control) {
    var box = element("div", "field");
    fields += 1;
    control.id = "field-" + fields;
    var label = element("label", "label", labelText);
    label.htmlFor = control.id;
    box.appendChild(label);
    box.appendChild(control);
    return box;
  }

  function control(tag, name) {
    var node = element(tag);
    node.name = name;
    node.setAttribute("data-name", name);
    return node;
  }

  function numberInput(name, min, max, required) {
    var input = control("input", name);
    input.type = "number";
    input.inputMode = "numeric";
    input.min = String(min);
    if (max !== null && max !== undefined) input.max = String(max);
    input.required = !!required;
    return input;
  }

  function choice(name, options) {
    var select = control("select", name);
    options.forEach(function (option) {
      var node = element("option", null, option.label);
      node.value = option.value;
      select.appendChild(node);
    });
    return select;
  }

  function button(text, name, type) {
    var node = element("button", "action", text);
    node.type = type || "button";
    node.setAttribute("data-name", name);
    return node;
  }

  function intOrNull(input) {
    return input.value === "" ? null : parseInt(input.value, 10);
  }

  // a request to the GM: on the page's WebSocket; it waits "sent to the GM" in the list of
  // answers until the GM's answer comes
  function send(request, what) {
    nextId = (nextId + 1) % 2147483647;
    request.id = nextId;
    var item = element("li", "reply waiting");
    item.appendChild(element("span", "what", what));
    var state = element("span", "state", texts.sent);
    item.appendChild(state);
    var sent = false;
    if (socket && socket.readyState === 1) {
      try { socket.send(JSON.stringify(request)); sent = true; } catch (error) { sent = false; }
    }
    if (sent) {
      pending[request.id] = item;
    } else {
      item.className = "reply refused";
      state.textContent = texts.offline || "";
    }
    parts.replies.insertBefore(item, parts.replies.firstChild);
    while (parts.replies.children.length > 8) parts.replies.removeChild(parts.replies.lastChild);
    parts.answers.hidden = false;
    tell(state.textContent);
  }

  function answered(frame) {
    if (!parts) return;
    var item = frame.answer !== null && frame.answer !== undefined ? pending[frame.answer] : null;
    if (item) {
      delete pending[frame.answer];
    } else {
      item = element("li", "reply");
      item.appendChild(element("span", "what", ""));
      item.appendChild(element("span", "state", ""));
      parts.replies.insertBefore(item, parts.replies.firstChild);
    }
    var word = frame.ok ? texts.accepted : texts.refused;
    var words = frame.text ? word + ": " + frame.text : word;
    item.className = "reply " + (frame.ok ? "accepted" : "refused");
    item.querySelector(".state").textContent = words;
    parts.answers.hidden = false;
    tell(words);
  }

  function initiativeForm(spec) {
    var form = element("form", "ask initiative");
    var heading = element("h3", null, texts.your_initiative);
    heading.id = "initiative-heading";
    form.setAttribute("aria-labelledby", heading.id);
    form.appendChild(heading);
    var buttons = element("div", "buttons");
    var request;
    if (spec.kind === "intent") {
      var actions = choice("intent", (spec.actions || []).map(function (a) { return { value: a.key, label: a.label }; }));
      var targets = choice("intent-target", [{ value: "", label: texts.no_target }].concat(
        (spec.targets || []).map(function (t) { return { value: t.id, label: t.name }; })));
      form.appendChild(field(texts.action, actions));
      form.appendChild(field(texts.target, targets));
      request = function () {
        var what = actions.options[actions.selectedIndex];
        var whom = targets.value ? targets.options[targets.selectedIndex].textContent : "";
        var words = texts.your_initiative + ": " + (what ? what.textContent : "") + (whom ? " → " + whom : "");
        return [{ kind: "initiative", intent: actions.value, target: targets.value || null }, words];
      };
      buttons.appendChild(button(texts.declare, "declare", "submit"));
    } else {
      var dice = null;
      if (spec.kind === "bank") {
        var counts = [];
        // none (the initiative without dice) up to all the bank holds
        for (var n = 0; n <= Math.max(0, spec.max || 0); n += 1) counts.push({ value: String(n), label: String(n) });
        dice = choice("dice", counts);
        var bank = field(texts.dice, dice);
        if (spec.label) {
          var hint = element("span", "hint", spec.label);
          hint.id = "bank-hint";
          dice.setAttribute("aria-describedby", hint.id);
          bank.appendChild(hint);
        }
        form.appendChild(bank);
      }
      var roll = spec.kind === "d20" ? numberInput("roll", 1, 20, true) : numberInput("roll", 0, 20, true);
      form.appendChild(field(spec.kind === "d20" ? texts.die_roll : texts.roll, roll));
      var ask = function (value) {
        var request = { kind: "initiative", roll: value };
        if (dice) request.dice = parseInt(dice.value, 10);
        var words = texts.your_initiative + ": " + (dice ? dice.value + " × " : "") + (value === null ? texts.roll_for_me : value);
        return [request, words];
      };
      request = function () { return ask(intOrNull(roll)); };
      buttons.appendChild(button(texts.send, "send-roll", "submit"));
      var forMe = button(texts.roll_for_me, "roll-for-me");
      forMe.addEventListener("click", function () {
        var asked = ask(null);
        send(asked[0], asked[1]);
      });
      buttons.appendChild(forMe);
    }
    form.appendChild(buttons);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var asked = request();
      send(asked[0], asked[1]);
    });
    return form;
  }

  // what each proposal takes: an amount (required, or optional rounds), a target
  // (required, or optional: the player's own character when none is chosen), words
  var TAKES = {
    damage_taken: { amount: "required" },
    damage_dealt: { amount: "required", target: "required" },
    heal: { amount: "required", target: "optional" },
    condition: { amount: "optional", target: "optional", text: "required" },
    note: { text: "required" },
  };

  function proposeForm(me, proposals) {
    var allowed = me.propose || [];
    var offered = proposals.filter(function (p) { return allowed.indexOf(p.key) >= 0; });
    var form = element("form", "ask propose");
    var heading = element("h3", null, texts.propose);
    heading.id = "propose-heading";
    form.setAttribute("aria-labelledby", heading.id);
    form.appendChild(heading);
    var what = choice("what", offered.map(function (p) { return { value: p.key, label: p.label }; }));
    var amount = numberInput("amount", 1, 10000, true);
    var target = choice("target", [{ value: "", label: "" }].concat(
      (me.targets || []).map(function (t) { return { value: t.id, label: t.name }; })));
    var text = control("input", "text");
    text.type = "text";
    text.maxLength = 200;
    text.autocomplete = "off";
    var amountField = field(texts.amount, amount);
    var targetField = field(texts.target, target);
    var textField = field(texts.text, text);
    form.appendChild(field(texts.what, what));
    form.appendChild(amountField);
    form.appendChild(targetField);
    form.appendChild(textField);
    // only the fields the chosen proposal takes are shown (and checked)
    function fit() {
      var kind = what.value;
      var takes = TAKES[kind] || {};
      amountField.hidden = amount.disabled = !takes.amount;
      amount.required = takes.amount === "required";
      amountField.querySelector(".label").textContent = kind === "condition" ? texts.rounds : texts.amount;
      targetField.hidden = target.disabled = !takes.target;
      target.required = takes.target === "required";
      target.options[0].textContent = target.required ? texts.choose_target : texts.myself;
      text.required = takes.text === "required";
      textField.querySelector(".label").textContent =
        kind === "condition" ? texts.condition_text : kind === "note" ? texts.note_text : texts.text;
    }
    what.addEventListener("change", fit);
    fit();
    var buttons = element("div", "buttons");
    buttons.appendChild(button(texts.propose_send, "propose-send", "submit"));
    form.appendChild(buttons);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var kind = what.value;
      var request = {
        kind: "propose",
        what: kind,
        amount: amount.disabled ? null : intOrNull(amount),
        target: target.disabled ? null : target.value || null,
        text: text.value,
      };
      var label = what.options[what.selectedIndex] ? what.options[what.selectedIndex].textContent : kind;
      var detail = request.amount !== null ? String(request.amount) : "";
      if (request.text) detail += (detail ? " · " : "") + request.text;
      if (request.target) detail += " → " + target.options[target.selectedIndex].textContent;
      send(request, detail ? label + ": " + detail : label);
      text.value = "";
    });
    return form;
  }

  // the player's part is built once; its forms again only when what they offer changes
  // (a new payload keeps what the player is typing), its state at every payload
  function skeleton() {
    var heading = element("h2", null, "");
    heading.id = "mine-heading";
    var state = element("div", "state");
    var forms = element("div", "forms");
    var answers = element("div", "answers");
    var answersHeading = element("h3", null, "");
    answersHeading.id = "answers-heading";
    var replies = element("ol", "replies");
    replies.setAttribute("aria-labelledby", answersHeading.id);
    answers.appendChild(answersHeading);
    answers.appendChild(replies);
    answers.hidden = true;
    mine.replaceChildren(heading, state, forms, answers);
    return { heading: heading, state: state, forms: forms, answers: answers, answersHeading: answersHeading, replies: replies };
  }

  function ownState(me) {
    var nodes = [];
    if (!me) {
      nodes.push(element("p", "absent", texts.not_in_fight));
      return nodes;
    }
    if (me.turn_text) nodes.push(element("p", "turn " + (me.turn || ""), me.turn_text));
    if (me.numbers && me.numbers.length) {
      var numbers = element("dl", "numbers");
      me.numbers.forEach(function (number) {
        var pair = element("div", "number");
        pair.appendChild(element("dt", null, number.label));
        pair.appendChild(element("dd", null, number.value));
        numbers.appendChild(pair);
      });
      nodes.push(numbers);
    }
    var heading = element("h3", null, texts.conditions);
    heading.id = "conditions-heading";
    nodes.push(heading);
    if (me.conditions && me.conditions.length) {
      var list = element("ul", "conditions");
      list.setAttribute("aria-labelledby", heading.id);
      me.conditions.forEach(function (name) { list.appendChild(element("li", null, name)); });
      nodes.push(list);
    } else {
      nodes.push(element("p", "none", texts.no_conditions));
    }
    return nodes;
  }

  function ownForms(me, proposals) {
    var nodes = [];
    if (!me) return nodes;
    if (me.initiative) nodes.push(initiativeForm(me.initiative));
    if (me.end_turn) {
      var end = button(texts.end_turn, "end-turn");
      end.classList.add("end-turn");
      end.addEventListener("click", function () { send({ kind: "end_turn" }, texts.end_turn); });
      nodes.push(end);
    }
    if (me.propose && me.propose.length) nodes.push(proposeForm(me, proposals));
    return nodes;
  }

  function turnChanged(me) {
    var turn = me ? me.turn || null : null;
    if (turn !== lastTurn && turn) {
      tell(me.turn_text);
      if (turn === "now" && navigator.vibrate) {
        try { navigator.vibrate([200, 100, 200]); } catch (error) { /* not allowed now */ }
      }
    }
    lastTurn = turn;
  }

  function notebook(items) {
    var key = JSON.stringify([items, texts.notebook, texts.notebook_empty]);
    if (key === bookKey) return;
    bookKey = key;
    var heading = element("h2", null, texts.notebook);
    heading.id = "book-heading";
    var nodes = [heading];
    if (!items.length) {
      nodes.push(element("p", "none", texts.notebook_empty));
    } else {
      var list = element("ol", "notebook");
      list.setAttribute("aria-labelledby", heading.id);
      items.forEach(function (item) {
        var entry = element("li", "note " + (item.kind || ""));
        entry.appendChild(element("h3", null, item.title));
        entry.appendChild(element("p", "audience", item.everyone ? texts.for_everyone : texts.for_you));
        if (item.image) {
          var image = element("img");
          image.alt = (texts.reveal_image || "{title}").replace("{title}", item.title || "");
          image.src = base + "reveal/" + encodeURIComponent(String(item.id));
          entry.appendChild(image);
        }
        if (item.body) entry.appendChild(element("p", "body", item.body));
        list.appendChild(entry);
      });
      nodes.push(list);
    }
    // a reveal new since the last payload is told (not those the page opened with)
    var ids = items.map(function (item) { return item.id; });
    if (bookIds !== null) {
      items.forEach(function (item) {
        if (bookIds.indexOf(item.id) < 0) tell(texts.notebook + ": " + item.title);
      });
    }
    bookIds = ids;
    book.replaceChildren.apply(book, nodes);
  }

  // what the player has typed and chosen in the forms, by the controls' names, put back
  // into the forms built anew (a choice no longer offered is left as the form has it)
  function typedValues(forms) {
    var typed = {};
    Array.prototype.forEach.call(forms.querySelectorAll("input[data-name], select[data-name]"), function (node) {
      typed[node.getAttribute("data-name")] = node.value;
    });
    return typed;
  }

  function retype(forms, typed) {
    Array.prototype.forEach.call(forms.querySelectorAll("input[data-name], select[data-name]"), function (node) {
      var name = node.getAttribute("data-name");
      if (!Object.prototype.hasOwnProperty.call(typed, name) || node.value === typed[name]) return;
      if (node.tagName === "SELECT" && !Array.prototype.some.call(node.options, function (option) {
        return option.value === typed[name];
      })) return;
      node.value = typed[name];
      node.dispatchEvent(new Event("change"));
    });
  }

  function own(payload) {
    var player = Object.prototype.hasOwnProperty.call(payload, "me") && payload.mode !== "blank";
    if (!player) {
      mine.hidden = true;
      book.hidden = true;
      return;
    }
    var me = payload.me || null;
    if (!parts) parts = skeleton();
    parts.heading.textContent = me && me.name ? texts.me + ": " + me.name : texts.me;
    parts.answersHeading.textContent = texts.answers;
    parts.state.replaceChildren.apply(parts.state, ownState(me));
    var key = JSON.stringify([me && me.combatant, me && me.initiative, me && me.end_turn,
      me && me.propose, me && me.targets, payload.proposals, payload.lang]);
    if (key !== formsKey) {
      formsKey = key;
      var focused = document.activeElement && parts.forms.contains(document.activeElement)
        ? document.activeElement.getAttribute("data-name") : null;
      var typed = typedValues(parts.forms);
      parts.forms.replaceChildren.apply(parts.forms, ownForms(me, payload.proposals || []));
      retype(parts.forms, typed);
      var again = focused ? parts.forms.querySelector('[data-name="' + focused + '"]') : null;
      if (again) again.focus();
    }
    mine.hidden = !me && payload.mode !== "fight" && parts.answers.hidden;
    turnChanged(me);
    notebook(payload.notebook || []);
    book.hidden = false;
  }

  // the connection dropped: an answer sent meanwhile never comes, so nothing waits for it
  function unanswered() {
    Object.keys(pending).forEach(function (id) {
      var item = pending[id];
      item.className = "reply unanswered";
      item.querySelector(".state").textContent = texts.unanswered || "";
    });
    pending = {};
  }

  // nothing of the player's stays on a page whose address was taken back
  function forget() {
    mine.replaceChildren();
    book.replaceChildren();
    mine.hidden = book.hidden = true;
    parts = formsKey = bookKey = bookIds = lastTurn = null;
    pending = {};
  }

  function render(payload) {
    if (payload.texts) texts = payload.texts;
    if (payload.lang) document.documentElement.lang = payload.lang;
    pageTitle = payload.page_title || "Kronikář";
    var player = Object.prototype.hasOwnProperty.call(payload, "me") && payload.mode !== "blank";
    document.body.className = (payload.mode || "") + (player ? " player" : "");
    document.title = pageTitle;
    var shown = empty(texts.blanked);
    if (payload.mode === "fight") shown = fight(payload);
    else if (payload.mode === "idle") shown = idle(payload, player);
    show(shown);
    own(payload);
    if (payload.mode === "fight") say(payload.title || "");
    else say(payload.mode === "blank" ? texts.blanked || "" : "");
    var current = app.querySelector(".row.current");
    // smoothly, unless the player asked for less motion (the style's scroll-behavior); a
    // player's page stays where the player is (their own part is at its top)
    if (current && current.scrollIntoView && !player) current.scrollIntoView({ block: "nearest" });
    app.setAttribute("data-mode", payload.mode || "");
  }

  function receive(text) {
    var payload;
    try { payload = JSON.parse(text); } catch (error) { return; }
    if (!payload || typeof payload !== "object") return;
    retries = 0;
    link.textContent = "";
    // an answer to one of this page's requests (payloads always have "mode", answers never)
    if (!("mode" in payload) && "answer" in payload) answered(payload);
    else render(payload);
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
        forget();
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
      unanswered();
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
