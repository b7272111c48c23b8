package shop.license;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.math.BigInteger;
import java.net.HttpURLConnection;
import java.net.URL;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.StandardCopyOption;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.ECParameterSpec;
import java.security.spec.ECPoint;
import java.security.spec.ECPublicKeySpec;
import java.security.spec.RSAPublicKeySpec;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shop's license check, for a Minecraft mod: Java 8, standard library
 * only. Copy this package into the mod and pin the shop's public keys (the
 * JSON of https://&lt;shop&gt;/.well-known/jwks.json at build time) in it.
 *
 * <ul>
 *   <li>{@link #check} asks the shop with a fresh nonce and accepts the answer
 *       only if it is signed by a pinned key, for this request (path, query,
 *       host), this player and this nonce, and not expired. It asks for
 *       ECDSA P-256 signatures by default ({@link Algorithm}) and refuses an
 *       answer signed any other way.</li>
 *   <li>{@link #proveOwnership} proves the player owns the account the way a
 *       Minecraft server does: the game's access token goes to Mojang's
 *       session server only, never to the shop.</li>
 *   <li>{@link #offline} accepts the last good signed answer until its
 *       {@code exp}, unless the clock has been moved back.</li>
 *   <li>{@link #checkForUpdate} asks for the newest release of a channel, in
 *       an answer signed and verified exactly like a license answer, and
 *       {@link #downloadUpdate} fetches its jar, refusing it unless its size
 *       and SHA-256 are the signed ones.</li>
 * </ul>
 */
public final class LicenseClient {
  /** How far the shop's clock may run ahead of the player's (seconds). */
  private static final long CLOCK_SKEW = 300;
  private static final String SIGNED_HEADERS = "(request-target) host date digest";
  private static final Pattern SIGNATURE_PARAM = Pattern.compile("(\\w+)=\"([^\"]*)\"");
  private static final SecureRandom RANDOM = new SecureRandom();
  /** Semantic Versioning 2.0.0: major.minor.patch, an optional pre-release after '-', optional build metadata after '+'. */
  private static final Pattern SEMVER = Pattern.compile("(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)"
      + "(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?"
      + "(?:\\+[0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*)?");

  /**
   * How the mod asks the shop to sign its answers. ECDSA P-256 is the default:
   * the shop signs it about fifty times faster than RSA-3072, at the same
   * 128-bit security, and Java 8's SunEC verifies it. RSA is what shops from
   * before ECDSA answer (without an {@code alg} parameter).
   */
  public enum Algorithm {
    ECDSA_SHA256("ecdsa-sha256", "SHA256withECDSA", "EC"),
    RSA_SHA256("rsa-sha256", "SHA256withRSA", "RSA");

    /** The name in License-Signature's {@code algorithm} and in the {@code alg} query parameter. */
    public final String id;
    final String javaSignature;
    final String keyType;

    Algorithm(String id, String javaSignature, String keyType) {
      this.id = id;
      this.javaSignature = javaSignature;
      this.keyType = keyType;
    }

    /** The query parameter that asks for it; RSA is asked by asking nothing, so any version of the shop answers it. */
    String query() {
      return this == RSA_SHA256 ? null : "alg=" + id;
    }

    /** The algorithm a request asked for, read back from its path and query (as a cached answer keeps them). */
    static Algorithm askedIn(String target) {
      return target != null && target.matches(".*[?&]alg=ecdsa-sha256(&.*)?") ? ECDSA_SHA256 : RSA_SHA256;
    }

    static Algorithm of(String id) {
      for (Algorithm each : values()) {
        if (each.id.equals(id)) return each;
      }
      throw new IllegalArgumentException("unknown algorithm " + id + " (rsa-sha256 or ecdsa-sha256)");
    }
  }

  /** The current time in epoch seconds; replaceable so tests can move the clock. */
  public interface Clock {
    long nowSeconds();
  }

  /** A refused answer: unsigned, tampered, replayed, for someone else, or expired. */
  public static final class RefusedException extends Exception {
    private static final long serialVersionUID = 1L;

    RefusedException(String message) {
      super(message);
    }
  }

  /** What a verified answer grants. */
  public static final class Entitlement {
    public final String uuid;
    public final boolean active;
    public final String username;
    public final long issuedAt;
    public final long expiresAt;
    public final String keyId;
    /** The algorithm that signed it: ecdsa-sha256 or rsa-sha256. */
    public final String algorithm;
    /** "mojang-session" when the answer followed a proof of ownership, else null. */
    public final String proof;
    /** A fresh download link (the download page), when asked for with the proof; else null. */
    public final String download;
    /** The jar's own link, for {@link #downloadUpdate}, when asked for with the proof; else null. */
    public final String jar;
    /** True when the answer came from the offline cache. */
    public final boolean fromCache;

    Entitlement(Map<String, Object> body, String keyId, Algorithm algorithm, boolean fromCache) {
      this.uuid = (String) body.get("uuid");
      this.active = Boolean.TRUE.equals(body.get("active"));
      this.username = body.get("username") instanceof String ? (String) body.get("username") : null;
      this.issuedAt = ((Number) body.get("iat")).longValue();
      this.expiresAt = ((Number) body.get("exp")).longValue();
      this.keyId = keyId;
      this.algorithm = algorithm.id;
      this.proof = body.get("proof") instanceof String ? (String) body.get("proof") : null;
      this.download = body.get("download") instanceof String ? (String) body.get("download") : null;
      this.jar = body.get("jar") instanceof String ? (String) body.get("jar") : null;
      this.fromCache = fromCache;
    }
  }

  /** A release newer than the mod's, as the shop's signed answer describes it. */
  public static final class Update {
    /** Its semantic version, for example 1.0.1 or 1.1.0-beta.1. */
    public final String version;
    /** "stable" or "beta". */
    public final String channel;
    /** The jar's SHA-256, 64 lower-case hex digits. */
    public final String sha256;
    /** The jar's size in bytes. */
    public final long size;
    /** When it was published (ISO 8601), or null when the answer does not say. */
    public final String publishedAt;
    /** The release notes, or null. */
    public final String notes;
    public final String keyId;
    /** The algorithm that signed it: ecdsa-sha256 or rsa-sha256. */
    public final String algorithm;
    public final long issuedAt;
    public final long expiresAt;

    Update(Map<String, Object> body, Algorithm algorithm) {
      this.version = (String) body.get("version");
      this.channel = (String) body.get("channel");
      this.sha256 = ((String) body.get("sha256")).toLowerCase();
      this.size = (Long) body.get("size");
      this.publishedAt = body.get("publishedAt") instanceof String ? (String) body.get("publishedAt") : null;
      this.notes = body.get("notes") instanceof String ? (String) body.get("notes") : null;
      this.keyId = (String) body.get("kid");
      this.algorithm = algorithm.id;
      this.issuedAt = (Long) body.get("iat");
      this.expiresAt = (Long) body.get("exp");
    }
  }

  /** A non-2xx answer, with its status. */
  private static final class StatusException extends IOException {
    private static final long serialVersionUID = 1L;
    final int status;

    StatusException(int status, String message) {
      super(message);
      this.status = status;
    }
  }

  /** A signed answer as it came over the wire: enough to verify it again later. */
  private static final class Signed {
    String method;
    String target;
    String host;
    String date;
    String digest;
    String signature;
    byte[] body;
  }

  private final String baseUrl;
  private final Map<String, PublicKey> keys;
  private final File cache;
  private final Clock clock;
  private final Algorithm algorithm;

  /**
   * A client that asks for ECDSA P-256 signatures.
   *
   * @param baseUrl the shop, for example {@code https://shop.example.com}
   * @param pinnedJwks the shop's JWK Set (JSON), shipped inside the mod
   * @param cache where the last good answer is kept for offline use (null: none)
   */
  public LicenseClient(String baseUrl, String pinnedJwks, File cache) throws GeneralSecurityException {
    this(baseUrl, pinnedJwks, cache, new Clock() {
      public long nowSeconds() {
        return System.currentTimeMillis() / 1000;
      }
    });
  }

  public LicenseClient(String baseUrl, String pinnedJwks, File cache, Clock clock) throws GeneralSecurityException {
    this(baseUrl, pinnedJwks, cache, clock, Algorithm.ECDSA_SHA256);
  }

  /** @param algorithm what to ask the shop to sign with; an answer signed another way is refused */
  public LicenseClient(String baseUrl, String pinnedJwks, File cache, Clock clock, Algorithm algorithm) throws GeneralSecurityException {
    this.baseUrl = baseUrl.endsWith("/") ? baseUrl.substring(0, baseUrl.length() - 1) : baseUrl;
    this.keys = readJwks(pinnedJwks);
    this.cache = cache;
    this.clock = clock;
    this.algorithm = algorithm;
  }

  /** Asks the shop whether this account is licensed; the answer is verified, then kept for {@link #offline}. */
  public Entitlement check(String uuid) throws IOException, RefusedException {
    String player = normaliseUuid(uuid);
    String nonce = nonce();
    String alg = algorithm.query();
    URL url = new URL(baseUrl + "/api/license/verify?uuid=" + player.replace("-", "") + "&nonce=" + nonce + (alg == null ? "" : "&" + alg));
    Signed answer = send("GET", url, null);
    Entitlement entitlement = verifyEntitlement(answer, player, nonce, algorithm, false);
    remember(answer, player, nonce);
    return entitlement;
  }

  /** {@link #check}, or the cached answer when the shop cannot be reached or is busy. */
  public Entitlement checkOrOffline(String uuid) throws RefusedException, IOException {
    try {
      return check(uuid);
    } catch (IOException unreachable) {
      return offline(uuid);
    }
  }

  /**
   * Proves that the player owns the account, through Mojang's session server
   * (as a Minecraft server does), and returns the shop's signed entitlement.
   * The access token is sent to Mojang only.
   *
   * @param sessionBase Mojang's session server, normally https://sessionserver.mojang.com
   * @param download also ask for a fresh download link (a buyer who lost the e-mail)
   */
  public Entitlement proveOwnership(String uuid, String username, String accessToken, String sessionBase, boolean download)
      throws IOException, RefusedException {
    String player = normaliseUuid(uuid);
    Signed challengeAnswer = send("POST", new URL(baseUrl + "/api/license/challenge"), "{\"uuid\":" + Json.quote(player) + "}");
    Object serverId = Json.object(new String(challengeAnswer.body, StandardCharsets.UTF_8)).get("serverId");
    if (!(serverId instanceof String)) throw new IOException("The shop's challenge has no serverId");

    String join = "{\"accessToken\":" + Json.quote(accessToken) + ",\"selectedProfile\":" + Json.quote(player.replace("-", ""))
        + ",\"serverId\":" + Json.quote((String) serverId) + "}";
    HttpURLConnection mojang = open("POST", new URL(stripSlash(sessionBase) + "/session/minecraft/join"), join);
    int joined = mojang.getResponseCode();
    if (joined == 403) throw new RefusedException("Mojang refused the session (sign in to the game again)");
    if (joined / 100 != 2) throw new IOException("Mojang's session server answered HTTP " + joined);

    String nonce = nonce();
    String proof = "{\"username\":" + Json.quote(username) + ",\"serverId\":" + Json.quote((String) serverId) + ",\"nonce\":" + Json.quote(nonce) + "}";
    String query = download ? "download=1" : "";
    if (algorithm.query() != null) query += (query.isEmpty() ? "" : "&") + algorithm.query();
    Signed answer = send("POST", new URL(baseUrl + "/api/license/proof" + (query.isEmpty() ? "" : "?" + query)), proof);
    Entitlement entitlement = verifyEntitlement(answer, player, nonce, algorithm, false);
    remember(answer, player, nonce);
    return entitlement;
  }

  /**
   * The last good answer for this account, verified again: refused once it
   * has expired, or when the clock reads earlier than the last time this
   * client saw (moving the clock back must not revive an old answer). It
   * must be signed with the algorithm its request asked for.
   */
  public Entitlement offline(String uuid) throws RefusedException {
    String player = normaliseUuid(uuid);
    if (cache == null || !cache.isFile()) throw new RefusedException("no cached answer");
    Properties saved = new Properties();
    try (InputStream in = new FileInputStream(cache)) {
      saved.load(in);
    } catch (IOException e) {
      throw new RefusedException("the cached answer cannot be read");
    }
    long now = clock.nowSeconds();
    long lastSeen = Long.parseLong(saved.getProperty("lastSeen", "0"));
    if (now + CLOCK_SKEW < lastSeen) throw new RefusedException("the clock has moved back");
    Signed answer = new Signed();
    answer.method = saved.getProperty("method");
    answer.target = saved.getProperty("target");
    answer.host = saved.getProperty("host");
    answer.date = saved.getProperty("date");
    answer.digest = saved.getProperty("digest");
    answer.signature = saved.getProperty("signature");
    answer.body = Base64.getDecoder().decode(saved.getProperty("body", ""));
    Entitlement entitlement = verifyEntitlement(answer, player, saved.getProperty("nonce"), Algorithm.askedIn(answer.target), true);
    saved.setProperty("lastSeen", Long.toString(Math.max(now, lastSeen)));
    store(saved);
    return entitlement;
  }

  /**
   * Asks the shop for the newest release on a channel and returns it when it
   * is newer than the mod's own version. The answer is verified like a
   * license answer (pinned key, the algorithm asked for, this request, this
   * nonce, not expired) and must describe a release of the channel asked for:
   * "stable" offers stable releases only, "beta" the newest of either.
   *
   * @param currentVersion the mod's version (Semantic Versioning, for example 1.0.0)
   * @param channel "stable" or "beta"
   * @return the newer release, or null when there is none (the shop has no
   *     release on that channel, or its newest is not newer than currentVersion)
   */
  public Update checkForUpdate(String currentVersion, String channel) throws IOException, RefusedException {
    if (!"stable".equals(channel) && !"beta".equals(channel)) throw new IllegalArgumentException("channel is stable or beta, not " + channel);
    semver(currentVersion);
    String nonce = nonce();
    String alg = algorithm.query();
    URL url = new URL(baseUrl + "/api/mod/releases/latest?channel=" + channel + "&nonce=" + nonce + (alg == null ? "" : "&" + alg));
    Signed answer;
    try {
      answer = send("GET", url, null);
    } catch (StatusException status) {
      if (status.status == 404) return null; // no release on that channel
      throw status;
    }
    Map<String, Object> body = verify(answer, nonce, algorithm);
    Object offered = body.get("channel");
    if (!channel.equals(offered) && !("beta".equals(channel) && "stable".equals(offered))) {
      throw new RefusedException("the release is for another channel");
    }
    if (!(body.get("version") instanceof String) || !SEMVER.matcher((String) body.get("version")).matches()) {
      throw new RefusedException("the release has no valid version");
    }
    if (!(body.get("sha256") instanceof String) || !((String) body.get("sha256")).matches("[0-9a-fA-F]{64}")) {
      throw new RefusedException("the release has no valid SHA-256");
    }
    if (!(body.get("size") instanceof Long) || (Long) body.get("size") <= 0) throw new RefusedException("the release has no valid size");
    Update update = new Update(body, algorithm);
    return compareVersions(update.version, currentVersion) > 0 ? update : null;
  }

  /**
   * Downloads an update's jar and puts it at {@code target} only if it is
   * exactly the signed one: no larger than its signed size (the download
   * stops there), of that size, with that SHA-256. It is written to a
   * temporary file beside the target first and moved into place in one step,
   * so the target is never a partial or refused jar; the temporary file is
   * deleted on any failure. Call it when the player asked for the update:
   * the shop promises that the mod never updates itself.
   *
   * @param jarLink the jar link of a proof answer ({@link Entitlement#jar}); the version is added to it
   * @param target where the jar goes (replaced if it exists)
   * @return target
   */
  public File downloadUpdate(Update update, String jarLink, File target) throws IOException, RefusedException {
    // A manifest is good for a day: an old one (kept, or replayed) must be asked for again before it is acted on.
    if (update.expiresAt <= clock.nowSeconds()) throw new RefusedException("the release manifest has expired");
    URL url = new URL(jarLink + (jarLink.contains("?") ? "&" : "?") + "version=" + URLEncoder.encode(update.version, "UTF-8"));
    if (!url.getProtocol().equals("https") && !url.getProtocol().equals("http")) throw new IllegalArgumentException("not an http(s) link: " + url.getProtocol());
    HttpURLConnection connection = open("GET", url, null);
    try {
      connection.setRequestProperty("Accept", "application/java-archive");
      int status = connection.getResponseCode();
      if (status / 100 != 2) throw new StatusException(status, "The shop answered HTTP " + status + " to " + url.getPath());
      if (connection.getContentLengthLong() > update.size) throw new RefusedException("the download is larger than the signed size");
      try (InputStream in = connection.getInputStream()) {
        return receive(in, update, target);
      }
    } finally {
      connection.disconnect();
    }
  }

  /** Streams a jar into a temporary file beside target, checking it against the update, and moves it into place. */
  private static File receive(InputStream in, Update update, File target) throws IOException, RefusedException {
    File dir = target.getAbsoluteFile().getParentFile();
    if (dir != null && !dir.isDirectory() && !dir.mkdirs()) throw new IOException("cannot create " + dir);
    File tmp = File.createTempFile(target.getName(), ".part", dir);
    boolean moved = false;
    try {
      MessageDigest sha256 = sha256();
      long received = 0;
      try (OutputStream out = new FileOutputStream(tmp)) {
        byte[] buffer = new byte[8192];
        for (int n; (n = in.read(buffer)) != -1;) {
          received += n;
          if (received > update.size) throw new RefusedException("the download is larger than the signed size");
          sha256.update(buffer, 0, n);
          out.write(buffer, 0, n);
        }
      }
      if (received != update.size) throw new RefusedException("the download does not match the signed size");
      if (!hex(sha256.digest()).equals(update.sha256)) throw new RefusedException("the download does not match the signed SHA-256");
      try {
        Files.move(tmp.toPath(), target.toPath(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException notHere) {
        Files.move(tmp.toPath(), target.toPath(), StandardCopyOption.REPLACE_EXISTING);
      }
      moved = true;
      return target;
    } finally {
      if (!moved && !tmp.delete() && tmp.exists()) tmp.deleteOnExit(); // never masks the reason it failed
    }
  }

  /**
   * Semantic Versioning 2.0.0 precedence: major, minor and patch compared as
   * numbers; a pre-release is lower than its release; pre-release identifiers
   * compared one by one, numeric ones as numbers and lower than alphanumeric
   * ones (compared in ASCII order), and more identifiers higher when all
   * before are equal; build metadata ignored.
   *
   * @return negative, zero or positive as a is lower than, equal to or higher than b
   * @throws IllegalArgumentException when either is not a semantic version (such as 1.2 or v1.2.3)
   */
  public static int compareVersions(String a, String b) {
    Matcher x = semver(a);
    Matcher y = semver(b);
    for (int part = 1; part <= 3; part++) {
      int order = compareNumbers(x.group(part), y.group(part));
      if (order != 0) return order;
    }
    String xPre = x.group(4);
    String yPre = y.group(4);
    if (xPre == null && yPre == null) return 0;
    if (xPre == null || yPre == null) return xPre == null ? 1 : -1; // a release is higher than its pre-releases
    String[] xIds = xPre.split("\\.");
    String[] yIds = yPre.split("\\.");
    for (int i = 0; i < Math.min(xIds.length, yIds.length); i++) {
      boolean xNumeric = xIds[i].matches("\\d+");
      boolean yNumeric = yIds[i].matches("\\d+");
      int order = xNumeric && yNumeric ? compareNumbers(xIds[i], yIds[i])
          : xNumeric != yNumeric ? (xNumeric ? -1 : 1)
          : Integer.signum(xIds[i].compareTo(yIds[i]));
      if (order != 0) return order;
    }
    return Integer.compare(xIds.length, yIds.length);
  }

  private static Matcher semver(String version) {
    Matcher m = SEMVER.matcher(version == null ? "" : version);
    if (!m.matches()) throw new IllegalArgumentException("not a semantic version: " + version);
    return m;
  }

  /** Two decimal numbers without leading zeros (as SEMVER allows them), of any length. */
  private static int compareNumbers(String x, String y) {
    return x.length() != y.length() ? Integer.compare(x.length(), y.length()) : Integer.signum(x.compareTo(y));
  }

  /** A license answer: signed for this request ({@link #verify}) and for this account. */
  private Entitlement verifyEntitlement(Signed answer, String player, String nonce, Algorithm asked, boolean fromCache) throws RefusedException {
    Map<String, Object> body = verify(answer, nonce, asked);
    if (!player.equals(body.get("uuid"))) throw new RefusedException("the answer is for another account");
    return new Entitlement(body, (String) body.get("kid"), asked, fromCache);
  }

  /**
   * What every signed answer must pass, a license answer or an update's: its
   * body matches its Digest; it is signed with the algorithm asked for, by a
   * pinned key of that type, over this request; the body is version 1, names
   * that key, echoes this nonce and has not expired. Returns the body.
   */
  private Map<String, Object> verify(Signed answer, String nonce, Algorithm asked) throws RefusedException {
    if (answer.digest == null || answer.signature == null || answer.date == null) throw new RefusedException("the answer is not signed");
    if (!answer.digest.equals("sha-256=" + Base64.getEncoder().encodeToString(sha256(answer.body)))) {
      throw new RefusedException("the body does not match its digest");
    }
    Map<String, String> params = new HashMap<String, String>();
    Matcher m = SIGNATURE_PARAM.matcher(answer.signature);
    while (m.find()) params.put(m.group(1), m.group(2));
    // No downgrade: an answer signed with anything but what was asked for is refused, whatever the key.
    if (!asked.id.equals(params.get("algorithm"))) {
      throw new RefusedException("signed with " + params.get("algorithm") + ", not the " + asked.id + " asked for");
    }
    if (!SIGNED_HEADERS.equals(params.get("headers"))) throw new RefusedException("unexpected signature parameters");
    String keyId = params.get("keyid");
    PublicKey key = keyId == null ? null : keys.get(keyId);
    if (key == null) throw new RefusedException("signed with a key this mod does not trust");
    if (!asked.keyType.equals(key.getAlgorithm())) throw new RefusedException("the key named is not an " + asked.keyType + " key");
    String signingString = "(request-target): " + answer.method.toLowerCase() + " " + answer.target + "\nhost: " + answer.host + "\ndate: "
        + answer.date + "\ndigest: " + answer.digest;
    try {
      // SHA256withECDSA reads the DER encoding the shop sends; SHA256withRSA is RSASSA-PKCS1-v1_5.
      Signature verifier = Signature.getInstance(asked.javaSignature);
      verifier.initVerify(key);
      verifier.update(signingString.getBytes(StandardCharsets.UTF_8));
      if (!verifier.verify(Base64.getDecoder().decode(params.get("signature")))) throw new RefusedException("bad signature");
    } catch (GeneralSecurityException | IllegalArgumentException e) {
      throw new RefusedException("bad signature");
    }

    Map<String, Object> body;
    try {
      body = Json.object(new String(answer.body, StandardCharsets.UTF_8));
    } catch (IllegalArgumentException e) {
      throw new RefusedException("the body is not JSON");
    }
    if (!Long.valueOf(1).equals(body.get("v"))) throw new RefusedException("unknown answer version");
    if (!keyId.equals(body.get("kid"))) throw new RefusedException("the body names another key");
    if (nonce == null || !nonce.equals(body.get("nonce"))) throw new RefusedException("the answer is not for this request (nonce)");
    if (!(body.get("iat") instanceof Long) || !(body.get("exp") instanceof Long)) throw new RefusedException("the answer has no lifetime");
    long now = clock.nowSeconds();
    if ((Long) body.get("iat") > now + CLOCK_SKEW) throw new RefusedException("the answer is from the future");
    if ((Long) body.get("exp") <= now) throw new RefusedException("the answer has expired");
    return body;
  }

  private void remember(Signed answer, String player, String nonce) {
    if (cache == null) return;
    Properties saved = new Properties();
    saved.setProperty("uuid", player);
    saved.setProperty("nonce", nonce);
    saved.setProperty("method", answer.method);
    saved.setProperty("target", answer.target);
    saved.setProperty("host", answer.host);
    saved.setProperty("date", answer.date);
    saved.setProperty("digest", answer.digest);
    saved.setProperty("signature", answer.signature);
    saved.setProperty("body", Base64.getEncoder().encodeToString(answer.body));
    saved.setProperty("lastSeen", Long.toString(clock.nowSeconds()));
    store(saved);
  }

  private void store(Properties saved) {
    File parent = cache.getAbsoluteFile().getParentFile();
    if (parent != null) parent.mkdirs();
    try (OutputStream out = new FileOutputStream(cache)) {
      saved.store(out, "last signed license answer");
    } catch (IOException ignored) {
      // Without a cache the mod needs the shop at the next start; nothing else is lost.
    }
  }

  /** Sends a request; a 2xx answer is returned with what verifying it needs, anything else is an IOException. */
  private static Signed send(String method, URL url, String json) throws IOException {
    HttpURLConnection connection = open(method, url, json);
    int status = connection.getResponseCode();
    if (status / 100 != 2) throw new StatusException(status, "The shop answered HTTP " + status + " to " + url.getPath());
    Signed answer = new Signed();
    answer.method = method;
    answer.target = url.getFile();
    answer.host = url.getPort() == -1 || url.getPort() == url.getDefaultPort() ? url.getHost() : url.getHost() + ":" + url.getPort();
    answer.date = connection.getHeaderField("Date");
    answer.digest = connection.getHeaderField("Digest");
    answer.signature = connection.getHeaderField("License-Signature");
    try (InputStream in = connection.getInputStream()) {
      answer.body = readAll(in);
    }
    return answer;
  }

  private static HttpURLConnection open(String method, URL url, String json) throws IOException {
    HttpURLConnection connection = (HttpURLConnection) url.openConnection();
    connection.setInstanceFollowRedirects(false);
    connection.setConnectTimeout(10_000);
    connection.setReadTimeout(15_000);
    connection.setRequestMethod(method);
    connection.setRequestProperty("Accept", "application/json");
    if (json != null) {
      connection.setDoOutput(true);
      connection.setRequestProperty("Content-Type", "application/json");
      try (OutputStream out = connection.getOutputStream()) {
        out.write(json.getBytes(StandardCharsets.UTF_8));
      }
    }
    return connection;
  }

  @SuppressWarnings("unchecked")
  private static Map<String, PublicKey> readJwks(String jwks) throws GeneralSecurityException {
    Map<String, PublicKey> found = new HashMap<String, PublicKey>();
    Object list = Json.object(jwks).get("keys");
    if (!(list instanceof List)) throw new GeneralSecurityException("not a JWK Set");
    KeyFactory rsa = KeyFactory.getInstance("RSA");
    KeyFactory ec = KeyFactory.getInstance("EC");
    // P-256's domain parameters, from the JDK itself (SunEC's secp256r1): no table of curve constants to get wrong.
    AlgorithmParameters curve = AlgorithmParameters.getInstance("EC");
    curve.init(new ECGenParameterSpec("secp256r1"));
    ECParameterSpec p256 = curve.getParameterSpec(ECParameterSpec.class);
    for (Object each : (List<Object>) list) {
      Map<String, Object> jwk = (Map<String, Object>) each;
      if (!(jwk.get("kid") instanceof String)) continue;
      if ("RSA".equals(jwk.get("kty"))) {
        found.put((String) jwk.get("kid"), rsa.generatePublic(new RSAPublicKeySpec(unsigned(jwk.get("n")), unsigned(jwk.get("e")))));
      } else if ("EC".equals(jwk.get("kty")) && "P-256".equals(jwk.get("crv"))) {
        ECPoint point = new ECPoint(unsigned(jwk.get("x")), unsigned(jwk.get("y")));
        found.put((String) jwk.get("kid"), ec.generatePublic(new ECPublicKeySpec(point, p256)));
      }
    }
    if (found.isEmpty()) throw new GeneralSecurityException("the JWK Set holds no RSA or P-256 key");
    return found;
  }

  /** A JWK number member: base64url of its big-endian unsigned bytes. */
  private static BigInteger unsigned(Object member) throws GeneralSecurityException {
    if (!(member instanceof String)) throw new GeneralSecurityException("a JWK is missing a number");
    return new BigInteger(1, Base64.getUrlDecoder().decode((String) member));
  }

  /** The dashed lower-case form the shop answers with; accepts the undashed form Minecraft uses. */
  static String normaliseUuid(String uuid) {
    String hex = uuid.replace("-", "").toLowerCase();
    if (!hex.matches("[0-9a-f]{32}")) throw new IllegalArgumentException("not a Minecraft UUID: " + uuid);
    return hex.substring(0, 8) + "-" + hex.substring(8, 12) + "-" + hex.substring(12, 16) + "-" + hex.substring(16, 20) + "-" + hex.substring(20);
  }

  private static String nonce() {
    byte[] bytes = new byte[24];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  private static byte[] sha256(byte[] bytes) {
    return sha256().digest(bytes);
  }

  private static MessageDigest sha256() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Lower-case hex, two digits a byte. */
  private static String hex(byte[] bytes) {
    return String.format("%0" + bytes.length * 2 + "x", new BigInteger(1, bytes));
  }

  private static byte[] readAll(InputStream in) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    for (int n; (n = in.read(buffer)) != -1;) out.write(buffer, 0, n);
    return out.toByteArray();
  }

  private static String stripSlash(String url) {
    return url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
  }

  private static String readFile(String path) throws IOException {
    try (InputStream in = new FileInputStream(path)) {
      return new String(readAll(in), StandardCharsets.UTF_8);
    }
  }

  /**
   * A command line for trying the client (and for the shop's own tests):
   * <pre>
   *   check   &lt;shop&gt; &lt;jwks.json&gt; &lt;uuid&gt; [--cache FILE] [--now SECONDS] [--alg ALG]
   *   offline &lt;jwks.json&gt; &lt;uuid&gt; --cache FILE [--now SECONDS]
   *   prove   &lt;shop&gt; &lt;jwks.json&gt; &lt;uuid&gt; &lt;username&gt; &lt;session server&gt; [--download] [--alg ALG]
   *   update  &lt;shop&gt; &lt;jwks.json&gt; &lt;currentVersion&gt; &lt;channel&gt; [--now SECONDS] [--alg ALG]
   *   download-update &lt;shop&gt; &lt;jwks.json&gt; &lt;currentVersion&gt; &lt;channel&gt; &lt;jar link&gt; &lt;target file&gt; [--now SECONDS] [--alg ALG]
   * </pre>
   * {@code --alg} is ecdsa-sha256 (the default) or rsa-sha256; {@code channel} is stable or beta.
   * {@code prove} reads the game's access token from MINECRAFT_ACCESS_TOKEN.
   * Prints {@code OK ...} (exit 0), {@code REFUSED reason} (exit 2) or {@code ERROR message} (exit 1);
   * {@code update} and {@code download-update} print {@code NONE} (exit 0) when there is no newer release.
   */
  public static void main(String[] args) {
    try {
      Map<String, String> options = new HashMap<String, String>();
      java.util.List<String> positional = new java.util.ArrayList<String>();
      for (int i = 0; i < args.length; i++) {
        if (args[i].equals("--download")) options.put("download", "true");
        else if (args[i].startsWith("--") && i + 1 < args.length) options.put(args[i].substring(2), args[++i]);
        else positional.add(args[i]);
      }
      final String now = options.get("now");
      Clock clock = new Clock() {
        public long nowSeconds() {
          return now != null ? Long.parseLong(now) : System.currentTimeMillis() / 1000;
        }
      };
      File cache = options.containsKey("cache") ? new File(options.get("cache")) : null;
      Algorithm algorithm = Algorithm.of(options.containsKey("alg") ? options.get("alg") : Algorithm.ECDSA_SHA256.id);
      String command = positional.isEmpty() ? "" : positional.get(0);
      String result;
      if (command.equals("check") && positional.size() == 4) {
        result = describe(new LicenseClient(positional.get(1), readFile(positional.get(2)), cache, clock, algorithm).check(positional.get(3)));
      } else if (command.equals("offline") && positional.size() == 3) {
        result = describe(new LicenseClient("http://offline.invalid", readFile(positional.get(1)), cache, clock).offline(positional.get(2)));
      } else if (command.equals("prove") && positional.size() == 6) {
        String token = System.getenv("MINECRAFT_ACCESS_TOKEN");
        if (token == null) throw new IllegalArgumentException("set MINECRAFT_ACCESS_TOKEN");
        result = describe(new LicenseClient(positional.get(1), readFile(positional.get(2)), cache, clock, algorithm)
            .proveOwnership(positional.get(3), positional.get(4), token, positional.get(5), options.containsKey("download")));
      } else if (command.equals("update") && positional.size() == 5) {
        Update update = new LicenseClient(positional.get(1), readFile(positional.get(2)), cache, clock, algorithm)
            .checkForUpdate(positional.get(3), positional.get(4));
        result = update == null ? "NONE" : "OK version=" + update.version + " channel=" + update.channel + " sha256=" + update.sha256
            + " size=" + update.size + " kid=" + update.keyId + " alg=" + update.algorithm;
      } else if (command.equals("download-update") && positional.size() == 7) {
        LicenseClient client = new LicenseClient(positional.get(1), readFile(positional.get(2)), cache, clock, algorithm);
        Update update = client.checkForUpdate(positional.get(3), positional.get(4));
        File wrote = update == null ? null : client.downloadUpdate(update, positional.get(5), new File(positional.get(6)));
        result = update == null ? "NONE" : "OK wrote=" + wrote.getPath() + " version=" + update.version + " sha256=" + update.sha256;
      } else {
        System.out.println("ERROR usage: check <shop> <jwks.json> <uuid> [--cache FILE] [--now S] [--alg ALG] | offline <jwks.json> <uuid> --cache FILE [--now S]"
            + " | prove <shop> <jwks.json> <uuid> <username> <session server> [--download] [--alg ALG]"
            + " | update <shop> <jwks.json> <currentVersion> <channel> [--now S] [--alg ALG]"
            + " | download-update <shop> <jwks.json> <currentVersion> <channel> <jar link> <target file> [--now S] [--alg ALG]");
        System.exit(1);
        return;
      }
      System.out.println(result);
      System.exit(0);
    } catch (RefusedException refused) {
      System.out.println("REFUSED " + refused.getMessage());
      System.exit(2);
    } catch (Exception error) {
      System.out.println("ERROR " + error);
      System.exit(1);
    }
  }

  /** The command line's line for an entitlement. */
  private static String describe(Entitlement result) {
    return "OK active=" + result.active + " username=" + result.username + " exp=" + result.expiresAt + " kid=" + result.keyId
        + " alg=" + result.algorithm + " source=" + (result.fromCache ? "cache" : "shop") + (result.proof != null ? " proof=" + result.proof : "")
        + (result.download != null ? " download=" + result.download : "") + (result.jar != null ? " jar=" + result.jar : "");
  }
}
