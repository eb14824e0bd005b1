#!/usr/bin/env python3
"""Load checks of `adlayout serve` on this machine (127.0.0.1 only; every loop bounded in count and time).

    python3 Scripts/studio-load.py [ADLAYOUT] [--only NAME ...]     (default: .build/release/adlayout)

Starts the studio on a copy of Layouts/ and measures, printing one JSON object:
  sessions    200 pages at once each open minimal.json: the server's peak RSS (VmHWM) and threads while they
              are open, and its RSS 3 s after they close. Budget: peak < 1 GB, after < 200 MB.
  latency     two pages send write-options with 2,000 sections on a 0.8 MB document while a third
              GETs / every 50 ms: the slowest page answer. Budget: < 1 s.
  chain       a render of the 2,000-class layout chain (it killed serve): the reply's first error, and
              whether the server still answers.
  halfsent    600 requests that never end their head: when the server closed them (its head deadline is
              10 s; those past its connection limit wait in the kernel's queue first).
  descriptors a studio limited to 64 file descriptors with 100 idle connections: its CPU use over 5 s
              while they are open, and when a new page is answered (the idle ones leave 10 s after
              they are accepted, 16 at a time).
  polling     10 idle pages over a folder of 50,000 files: the server's CPU use over 10 s.
Meant for a release build (swift build -c release --product adlayout).
"""
import base64, json, os, resource, shutil, signal, socket, struct, subprocess, sys, tempfile, threading, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def main():
    args = sys.argv[1:]
    only = []
    if "--only" in args:
        i = args.index("--only")
        only = args[i + 1:]
        args = args[:i]
    tool = os.path.abspath(args[0]) if args else os.path.join(ROOT, ".build/release/adlayout")
    checks = {"sessions": sessions, "latency": latency, "chain": chain, "halfsent": halfsent,
              "descriptors": descriptors, "polling": polling}
    results = {}
    for name, check in checks.items():
        if only and name not in only:
            continue
        results[name] = check(tool)
        print(f"{name}: {json.dumps(results[name])}", file=sys.stderr, flush=True)
    print(json.dumps(results, indent=2))


# ---- The server ----

class Studio:
    """`adlayout serve FOLDER --port 0`, stopped with SIGINT."""

    def __init__(self, tool, folder, descriptors=None):
        def limit():
            if descriptors:
                resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))
        self.process = subprocess.Popen([tool, "serve", folder, "--port", "0"], stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, text=True, preexec_fn=limit)
        deadline = time.time() + 60
        line = ""
        while time.time() < deadline and "http://" not in line:
            line = self.process.stdout.readline()
        url = line.split("http://")[1].split("/")[0]
        self.port = int(url.rsplit(":", 1)[1])
        self.pid = self.process.pid

    def status(self, key):
        with open(f"/proc/{self.pid}/status") as f:
            for line in f:
                if line.startswith(key + ":"):
                    return int(line.split()[1])
        return 0

    def cpu_seconds(self):
        with open(f"/proc/{self.pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")

    def stop(self):
        self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def layouts_copy():
    folder = tempfile.mkdtemp(prefix="adlayout-load-")
    shutil.copytree(os.path.join(ROOT, "Layouts"), os.path.join(folder, "Layouts"))
    return os.path.join(folder, "Layouts")


def http_get(port, path="/", timeout=30):
    """Seconds until the whole answer to GET path arrived, and its status."""
    start = time.time()
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as s:
        s.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
    status = int(data.split(b" ", 2)[1]) if data.startswith(b"HTTP/") else 0
    return time.time() - start, status


class Page:
    """A minimal WebSocket client speaking the studio's protocol."""

    def __init__(self, port, timeout=120):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                           f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = self.sock.recv(1)
            if not chunk:
                raise ConnectionError("closed during the upgrade")
            head += chunk
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError(head.split(b"\r\n")[0].decode())
        self.buffer = b""

    def send(self, message):
        payload = json.dumps(message).encode()
        mask = os.urandom(4)
        header = bytes([0x81])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", n)
        self.sock.sendall(header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(1 << 20)
            if not chunk:
                raise ConnectionError("closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self):
        """(opcode, payload) of the next data or close frame."""
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)
            if b0 & 0x0F in (1, 2, 8):
                return b0 & 0x0F, payload

    def reply(self):
        """The next answer that is not a pushed file list."""
        while True:
            opcode, payload = self.receive()
            if opcode == 1 and json.loads(payload).get("type") in ("files", "changed"):
                continue
            return opcode, payload

    def close(self):
        try:
            self.sock.close()
        except OSError:
            pass


def render_errors(payload):
    length = struct.unpack(">I", payload[:4])[0]
    header = json.loads(payload[4:4 + length])
    return [d["message"] for d in header.get("diagnostics", [])]


# ---- Checks ----

def sessions(tool, count=200):
    studio = Studio(tool, layouts_copy())
    peak_threads = 0
    try:
        pages, errors = [None] * count, []

        def open_page(i):
            try:
                page = Page(studio.port)
                page.send({"type": "open", "file": "minimal.json", "seq": 1})
                kinds = set()
                while kinds != {"document", "render"}:
                    opcode, payload = page.reply()
                    kinds.add("render" if opcode == 2 else json.loads(payload).get("type"))
                pages[i] = page
            except Exception as error:  # noqa: BLE001 — reported in the result
                errors.append(str(error))

        threads = [threading.Thread(target=open_page, args=(i,)) for i in range(count)]
        for t in threads:
            t.start()
        deadline = time.time() + 300
        while any(t.is_alive() for t in threads) and time.time() < deadline:
            peak_threads = max(peak_threads, studio.status("Threads"))
            time.sleep(0.05)
        for t in threads:
            t.join(timeout=1)
        opened = sum(p is not None for p in pages)
        peak_threads = max(peak_threads, studio.status("Threads"))
        peak = studio.status("VmHWM")
        for p in pages:
            if p:
                p.close()
        time.sleep(3)
        after = studio.status("VmRSS")
        return {"pages": count, "opened": opened, "errors": errors[:3], "peak_rss_mb": round(peak / 1024),
                "peak_threads": peak_threads, "rss_after_close_mb": round(after / 1024)}
    finally:
        studio.stop()


def big_document(sections=2000, size=800_000):
    items = ",".join('{"appName": "App %d", "pointValue": 100}' % i for i in range(10))
    section = '{"type": "normal", "items": [%s]}' % items
    text = '{"schemaVersion": 1, "sections": [' + ",\n".join([section] * sections) + "]}"
    return text + " " * max(0, size - len(text))


def latency(tool):
    folder = layouts_copy()
    studio = Studio(tool, folder)
    try:
        text = big_document()
        options = {"sections": [{"index": i, "page": 1} for i in range(2000)], "theme": "dark"}
        done, durations = [], []

        def rewrite():
            page = Page(studio.port)
            start = time.time()
            page.send({"type": "write-options", "file": "minimal.json", "seq": 1, "text": text, "options": options})
            opcode, payload = page.reply()
            durations.append(round(time.time() - start, 3))
            done.append(json.loads(payload).get("type"))
            page.close()

        writers = [threading.Thread(target=rewrite) for _ in range(2)]
        for w in writers:
            w.start()
        slowest, answers = 0.0, 0
        deadline = time.time() + 600
        while any(w.is_alive() for w in writers) and time.time() < deadline:
            seconds, status = http_get(studio.port, "/")
            slowest = max(slowest, seconds)
            answers += status == 200
            time.sleep(0.05)
        for w in writers:
            w.join()
        return {"document_bytes": len(text), "rewrites": done, "rewrite_seconds": durations,
                "page_answers": answers, "slowest_page_seconds": round(slowest, 3)}
    finally:
        studio.stop()


def chain(tool):
    studio = Studio(tool, layouts_copy())
    try:
        classes = ['"C0": {"base": "AdListItemViewLayout"}'] + ['"C%d": {"base": "C%d"}' % (i, i - 1) for i in range(1, 2000)]
        text = ('{"schemaVersion": 1, "layoutClasses": {' + ", ".join(classes) + '}, "registrations": {"normal": '
                '{"viewLayout": "C1999"}}, "sections": [{"type": "normal", "items": [{"appName": "A"}]}]}')
        page = Page(studio.port)
        page.send({"type": "render", "file": "minimal.json", "seq": 1, "text": text})
        opcode, payload = page.reply()
        errors = render_errors(payload) if opcode == 2 else []
        page.close()
        _, status = http_get(studio.port)
        return {"first_error": errors[0] if errors else None, "errors": len(errors), "server_answers": status == 200,
                "server_running": studio.process.poll() is None}
    finally:
        studio.stop()


def halfsent(tool, count=600):
    studio = Studio(tool, layouts_copy())
    try:
        sockets = []
        for _ in range(count):
            s = socket.create_connection(("127.0.0.1", studio.port), timeout=30)
            s.sendall(f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{studio.port}\r\n".encode())
            s.setblocking(False)
            sockets.append(s)
        start, open_ones, closed_at = time.time(), set(range(count)), {}
        while open_ones and time.time() - start < 60:
            for i in list(open_ones):
                try:
                    if sockets[i].recv(1) == b"":
                        open_ones.discard(i)
                except BlockingIOError:
                    continue
                except OSError:
                    open_ones.discard(i)
                closed_at[i] = time.time() - start
            time.sleep(0.2)
        for s in sockets:
            s.close()
        times = sorted(closed_at.values())
        # Connections past the server's limit wait in the kernel's queue, then get their own 10 s.
        return {"requests": count, "closed": len(closed_at), "first_closed_s": round(times[0], 1) if times else None,
                "all_closed_s": round(times[-1], 1) if len(times) == count else None,
                "closed_within_11_s": sum(t <= 11 for t in times)}
    finally:
        studio.stop()


def descriptors(tool, count=100):
    studio = Studio(tool, layouts_copy(), descriptors=64)
    try:
        idle = []
        for _ in range(count):
            try:
                idle.append(socket.create_connection(("127.0.0.1", studio.port), timeout=5))
            except OSError:
                break
        before = studio.cpu_seconds()
        time.sleep(5)
        cpu = studio.cpu_seconds() - before
        # The idle ones time out (10 s); then a new page is answered.
        answered, waited = False, 0.0
        start = time.time()
        while not answered and time.time() - start < 150:
            try:
                _, status = http_get(studio.port, "/", timeout=5)
                answered = status == 200
            except OSError:
                time.sleep(0.5)
        waited = time.time() - start
        for s in idle:
            s.close()
        return {"idle_connections": len(idle), "cpu_share_while_full": round(cpu / 5, 3),
                "new_page_answered": answered, "seconds_until_answered": round(waited, 1)}
    finally:
        studio.stop()


def polling(tool, files=50_000, pages=10):
    folder = layouts_copy()
    many = os.path.join(folder, "many")
    os.makedirs(many)
    for i in range(files):
        with open(os.path.join(many, f"f{i}.json"), "w") as f:
            f.write('{"schemaVersion": 1, "sections": []}' if i % 10 == 0 else "{}")
    studio = Studio(tool, folder)
    try:
        idle = [Page(studio.port) for _ in range(pages)]
        time.sleep(3)
        before = studio.cpu_seconds()
        time.sleep(10)
        cpu = studio.cpu_seconds() - before
        for p in idle:
            p.close()
        return {"files": files, "pages": pages, "cpu_share": round(cpu / 10, 3)}
    finally:
        studio.stop()
        shutil.rmtree(os.path.dirname(folder), ignore_errors=True)


if __name__ == "__main__":
    main()
