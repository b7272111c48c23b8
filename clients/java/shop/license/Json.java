package shop.license;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The smallest JSON reader and writer the license client needs, so the client
 * stays one package with no dependency: objects become {@code Map<String,
 * Object>}, arrays {@code List<Object>}, numbers {@code Long} or {@code
 * Double}, and true, false and null themselves.
 */
final class Json {
  private final String text;
  private int at;

  private Json(String text) {
    this.text = text;
  }

  /** Parses one JSON value; anything after it but white space is an error. */
  static Object parse(String text) {
    Json json = new Json(text);
    Object value = json.value();
    json.space();
    if (json.at != text.length()) throw json.error("unexpected text after the value");
    return value;
  }

  /** Parses a JSON object. */
  @SuppressWarnings("unchecked")
  static Map<String, Object> object(String text) {
    Object value = parse(text);
    if (!(value instanceof Map)) throw new IllegalArgumentException("expected a JSON object");
    return (Map<String, Object>) value;
  }

  /** A JSON string literal, quoted and escaped. */
  static String quote(String value) {
    StringBuilder out = new StringBuilder("\"");
    for (int i = 0; i < value.length(); i++) {
      char c = value.charAt(i);
      switch (c) {
        case '"': out.append("\\\""); break;
        case '\\': out.append("\\\\"); break;
        case '\n': out.append("\\n"); break;
        case '\r': out.append("\\r"); break;
        case '\t': out.append("\\t"); break;
        default:
          if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
          else out.append(c);
      }
    }
    return out.append('"').toString();
  }

  private Object value() {
    space();
    if (at >= text.length()) throw error("unexpected end");
    char c = text.charAt(at);
    if (c == '{') return parseObject();
    if (c == '[') return parseArray();
    if (c == '"') return parseString();
    if (text.startsWith("true", at)) { at += 4; return Boolean.TRUE; }
    if (text.startsWith("false", at)) { at += 5; return Boolean.FALSE; }
    if (text.startsWith("null", at)) { at += 4; return null; }
    return parseNumber();
  }

  private Map<String, Object> parseObject() {
    Map<String, Object> map = new LinkedHashMap<String, Object>();
    at++;
    space();
    if (peek('}')) { at++; return map; }
    while (true) {
      space();
      if (!peek('"')) throw error("expected a key");
      String key = parseString();
      space();
      expect(':');
      if (map.containsKey(key)) throw error("duplicate key " + key);
      map.put(key, value());
      space();
      if (peek(',')) { at++; continue; }
      expect('}');
      return map;
    }
  }

  private List<Object> parseArray() {
    List<Object> list = new ArrayList<Object>();
    at++;
    space();
    if (peek(']')) { at++; return list; }
    while (true) {
      list.add(value());
      space();
      if (peek(',')) { at++; continue; }
      expect(']');
      return list;
    }
  }

  private String parseString() {
    expect('"');
    StringBuilder out = new StringBuilder();
    while (true) {
      if (at >= text.length()) throw error("unterminated string");
      char c = text.charAt(at++);
      if (c == '"') return out.toString();
      if (c < 0x20) throw error("control character in string");
      if (c != '\\') { out.append(c); continue; }
      if (at >= text.length()) throw error("unterminated escape");
      char e = text.charAt(at++);
      switch (e) {
        case '"': out.append('"'); break;
        case '\\': out.append('\\'); break;
        case '/': out.append('/'); break;
        case 'b': out.append('\b'); break;
        case 'f': out.append('\f'); break;
        case 'n': out.append('\n'); break;
        case 'r': out.append('\r'); break;
        case 't': out.append('\t'); break;
        case 'u':
          if (at + 4 > text.length()) throw error("short \\u escape");
          out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
          at += 4;
          break;
        default: throw error("bad escape \\" + e);
      }
    }
  }

  private Object parseNumber() {
    int start = at;
    while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) at++;
    String number = text.substring(start, at);
    if (number.isEmpty()) throw error("unexpected character");
    try {
      if (number.indexOf('.') < 0 && number.indexOf('e') < 0 && number.indexOf('E') < 0) return Long.valueOf(number);
      return Double.valueOf(number);
    } catch (NumberFormatException e) {
      throw error("bad number " + number);
    }
  }

  private void space() {
    while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
  }

  private boolean peek(char c) {
    return at < text.length() && text.charAt(at) == c;
  }

  private void expect(char c) {
    if (!peek(c)) throw error("expected '" + c + "'");
    at++;
  }

  private IllegalArgumentException error(String message) {
    return new IllegalArgumentException("JSON: " + message + " at " + at);
  }
}
