import { text, type SimRequest, type SimResponse } from "../http";

/*
 * The browser half of checkout, following the v5 JS SDK contract react-paypal-js drives
 * (contracts §1.10). It is plain ES5 in a string because it runs in the shop's page, not in Node.
 * The popup is opened synchronously inside the click handler, before createOrder() is awaited,
 * because browsers only allow window.open during the user's gesture.
 */
const SDK_SOURCE = String.raw`(function () {
  "use strict";
  var script = document.currentScript;
  var src = script && script.src ? script.src : FALLBACK_SRC;
  var base = src.replace(/\/sdk\/js(\?.*)?$/, "");
  var origin = new URL(src).origin;
  // Like PayPal's, the buttons approve orders in the currency the script was loaded with (USD unless ?currency= says).
  var sdkCurrency = (new URL(src).searchParams.get("currency") || "USD").toUpperCase();
  var namespace = (script && script.getAttribute("data-namespace")) || "paypal";
  var SOURCES = [{ key: "paypal", label: "PayPal" }, { key: "venmo", label: "Venmo" }, { key: "card", label: "Debit or Credit Card" }];
  var COLORS = {
    gold: ["#ffc439", "#111111"], blue: ["#0070ba", "#ffffff"], silver: ["#eeeeee", "#111111"],
    white: ["#ffffff", "#111111"], black: ["#111111", "#ffffff"]
  };
  var OTHER_COLORS = { venmo: ["#005ea6", "#ffffff"], card: ["#2c2e2f", "#ffffff"] };

  function toError(err) { return err instanceof Error ? err : new Error(String(err)); }

  function waitForBuyer(popup, orderID) {
    return new Promise(function (resolve) {
      var done = false;
      var timer = setInterval(function () {
        // A message posted just before the window closed is still queued: give it a moment.
        if (popup.closed) { clearInterval(timer); setTimeout(function () { finish({ result: "cancelled" }); }, 150); }
      }, 200);
      function finish(result) {
        if (done) return;
        done = true;
        clearInterval(timer);
        window.removeEventListener("message", onMessage);
        resolve(result);
      }
      function onMessage(event) {
        var data = event.data;
        if (event.origin !== origin || !data || data.source !== "paypal-simulator" || data.orderId !== orderID) return;
        finish(data);
      }
      window.addEventListener("message", onMessage);
    });
  }

  function Buttons(options) {
    var props = options || {};
    var groups = [];
    var enabled = true;
    var busy = false;
    var sources = props.fundingSource ? SOURCES.filter(function (s) { return s.key === props.fundingSource; }) : SOURCES;

    function sync() {
      groups.forEach(function (group) {
        Array.prototype.forEach.call(group.querySelectorAll("button"), function (button) {
          button.setAttribute("aria-disabled", String(!enabled || busy));
          button.style.opacity = enabled && !busy ? "1" : "0.6";
        });
      });
    }

    function fail(err, popup) {
      if (popup && !popup.closed) popup.close();
      if (props.onError) props.onError(toError(err)); else console.error(err);
    }

    function openPopup() {
      return window.open("about:blank", "paypal-simulator-" + Date.now(), "popup,width=480,height=680");
    }

    function approveActions(source, orderID) {
      var unsupported = function () { return Promise.reject(new Error("The PayPal simulator has no client-side order actions; use your server.")); };
      return {
        restart: function () { var popup = openPopup(); return popup ? buyerStep(popup, source, orderID) : Promise.resolve(); },
        redirect: function (url) { window.location.href = url; },
        order: { get: unsupported, capture: unsupported, authorize: unsupported, patch: unsupported }
      };
    }

    function buyerStep(popup, source, orderID) {
      if (!popup.closed) popup.location.href = base + "/checkoutnow?token=" + encodeURIComponent(orderID) + "&sdk_currency=" + encodeURIComponent(sdkCurrency);
      return waitForBuyer(popup, orderID).then(function (message) {
        if (message.result === "error") throw new Error(message.message);
        if (message.result === "approved") {
          var data = {
            orderID: orderID, payerID: message.payerId, paymentID: null, billingToken: null,
            facilitatorAccessToken: "A21SIMULATOR", paymentSource: source
          };
          return props.onApprove ? props.onApprove(data, approveActions(source, orderID)) : undefined;
        }
        return props.onCancel ? props.onCancel({ orderID: orderID }) : undefined;
      });
    }

    function start(source) {
      if (busy) return;
      var clickResult = props.onClick ? props.onClick({ fundingSource: source }, {
        resolve: function () { return Promise.resolve(true); },
        reject: function () { return Promise.resolve(false); }
      }) : true;
      if (!enabled || clickResult === false) return;
      var popup = openPopup();
      if (!popup) { fail(new Error("The PayPal window was blocked. Allow pop-ups for this site and try again.")); return; }
      busy = true;
      sync();
      Promise.resolve(clickResult).then(function (allowed) {
        if (allowed === false) { popup.close(); return undefined; }
        if (!props.createOrder) throw new Error("Expected createOrder to be passed to Buttons");
        return Promise.resolve(props.createOrder({ paymentSource: source }, {})).then(function (orderID) {
          if (typeof orderID !== "string" || orderID === "") throw new Error("Expected an order id to be passed");
          return buyerStep(popup, source, orderID);
        });
      }).catch(function (err) { fail(err, popup); }).then(function () { busy = false; sync(); });
    }

    function render(container) {
      var element = typeof container === "string" ? document.querySelector(container) : container;
      if (!element) return Promise.reject(new Error("Document is ready and element " + container + " does not exist"));
      var style = props.style || {};
      var height = Math.min(Math.max(Number(style.height) || 45, 25), 55);
      var radius = style.shape === "rect" ? "4px" : style.shape === "sharp" ? "0" : height / 2 + "px";
      var group = document.createElement("div");
      group.setAttribute("role", "group");
      group.setAttribute("aria-label", "Payment options (PayPal Sandbox Simulator)");
      group.setAttribute("data-paypal-simulator", "buttons");
      group.style.cssText = "display:flex;gap:10px;flex-direction:" + (style.layout === "horizontal" ? "row" : "column");
      sources.forEach(function (source) {
        var colors = source.key === "paypal" ? COLORS[style.color] || COLORS.gold : OTHER_COLORS[source.key];
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = source.label;
        button.setAttribute("data-funding-source", source.key);
        button.style.cssText = "flex:1;font:600 16px system-ui,sans-serif;cursor:pointer;border:0;min-height:" + height +
          "px;border-radius:" + radius + ";background:" + colors[0] + ";color:" + colors[1] +
          (colors[0] === "#ffffff" ? ";box-shadow:inset 0 0 0 1px #6c7378" : "");
        button.addEventListener("click", function () { start(source.key); });
        group.appendChild(button);
      });
      element.appendChild(group);
      groups.push(group);
      sync();
      if (props.onInit) {
        props.onInit({}, {
          enable: function () { enabled = true; sync(); return Promise.resolve(); },
          disable: function () { enabled = false; sync(); return Promise.resolve(); }
        });
      }
      return Promise.resolve();
    }

    return {
      isEligible: function () { return sources.length > 0; },
      render: render,
      close: function () { groups.forEach(function (g) { g.remove(); }); groups = []; return Promise.resolve(); },
      updateProps: function (next) { Object.assign(props, next || {}); return Promise.resolve(); },
      resume: function () {},
      hasReturned: function () { return false; }
    };
  }

  window[namespace] = {
    version: "5.0.0-simulator",
    FUNDING: { PAYPAL: "paypal", VENMO: "venmo", CARD: "card", PAYLATER: "paylater", CREDIT: "credit" },
    Buttons: Buttons,
    getFundingSources: function () { return SOURCES.map(function (s) { return s.key; }); },
    isFundingEligible: function (key) { return SOURCES.some(function (s) { return s.key === key; }); }
  };
})();
`;

// GET /sdk/js?client-id=… – the browser SDK stand-in; like PayPal's, it refuses to load without a client id
export function sdkScriptRoute(req: SimRequest, mountPath: string): SimResponse {
  const contentType = "application/javascript; charset=utf-8";
  const fallbackSrc = JSON.stringify(`${req.origin}${mountPath}/sdk/js`);
  const response = req.query.get("client-id")
    ? text(
        200,
        SDK_SOURCE.replace("FALLBACK_SRC", () => fallbackSrc),
        contentType,
      )
    : text(400, `throw new Error("SDK Validation error: 'Expected client-id to be passed'");`, contentType);
  return { ...response, headers: { ...response.headers, "access-control-allow-origin": "*" } };
}
