"""The playground's study tab in a real browser: a scripted pointer (Playwright's, so the page
labels every trial scripted, never a person's) runs a short ISO 9241-9 study, and the test
checks the log on the server, the results the page shows and the CSV it offers; then the
input-to-frame latency while the study logs. Run: python3 -m pytest -q Tests/browser
"""
import json

from test_playground import ARTIFACTS, MEASURE_LATENCY, STUDIES, page, server, stage_origin  # noqa: F401 (fixtures)


def start_short_study(page, participant="P9", device="mouse"):
    page.check(f'input[name="study-device"][value="{device}"]')
    page.fill("#study-participant", participant)
    page.select_option("#study-plan", "short")
    page.click("#study-start")
    page.wait_for_function("window.pointerkit.state && window.pointerkit.state.study", timeout=5000)


def test_a_scripted_pointer_runs_a_short_study_its_log_holds_every_trial_and_the_page_shows_the_results(page):
    page.set_viewport_size({"width": 1500, "height": 1000})  # the study's 900 × 640 pt stage and its tab side by side
    start_short_study(page)
    page.evaluate("window.scrollTo(0, 0)")
    x, y = stage_origin(page)
    clicks = 0
    while page.evaluate("!window.pointerkit.studyResult") and clicks < 100:
        state = page.evaluate("window.pointerkit.state")
        before = state["studyTrials"]
        page.mouse.move(x + state["targetX"], y + state["targetY"], steps=4)
        page.mouse.click(x + state["targetX"], y + state["targetY"])
        clicks += 1
        # The next target lights up (or the first trial's circle starts) before the next move.
        try:
            page.wait_for_function(f"(() => {{ const s = window.pointerkit.state; return window.pointerkit.studyResult || "
                                   f"s.studyTrials > {before} || s.targetX !== {state['targetX']} || s.targetY !== {state['targetY']}; }})()",
                                   timeout=5000)
        except Exception:
            page.screenshot(path=str(ARTIFACTS / "study-stuck.png"))
            raise AssertionError(f"click {clicks}: the study did not move on: {page.evaluate('window.pointerkit.state')}")
        if clicks == 12:
            page.screenshot(path=str(ARTIFACTS / "study-running.png"))
    result = page.evaluate("window.pointerkit.studyResult")
    assert result, f"the study did not end after {clicks} clicks"
    assert clicks == 40, "short plan: 4 practice circles of 1 + 2 clicks, 4 blocks of 1 + 6"
    assert result["source"] == "scripted pointer (not a person)"
    assert result["trials"] == 24
    for condition in ["mouse, magnetism off, unpadded", "mouse, magnetism on, unpadded", "mouse, magnetism on, padded",
                      "mouse, bubble cursor"]:
        assert condition in page.inner_text("#study-table")
    assert page.locator("#study-plot svg").count() == 1 and page.locator("#study-scatter svg").count() == 1
    page.locator("#study-results").scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / "study-results.png"), full_page=True)

    # The log on the server: every trial, practice included, as JSON lines, all scripted.
    log = STUDIES / f"{result['study']}.jsonl"
    trials = [json.loads(line) for line in log.read_text().splitlines()]
    assert len(trials) == 32 and sum(not t["practice"] for t in trials) == 24
    assert all(t["source"] == "scripted" and t["device"] == "mouse" and t["participant"] == "P9" for t in trials)
    assert all(t["end"] > t["start"] for t in trials)
    assert {t["condition"] for t in trials} == {"none", "magnetism", "padded", "bubble"}

    # The CSV the page offers: a header and one row per trial.
    csv = page.evaluate("async () => (await fetch(document.querySelector('#study-csv').href)).text()")
    rows = csv.strip().split("\r\n")
    assert rows[0].startswith("study,participant,source,device,condition") and len(rows) == 33


MEASURE_STUDY_LATENCY = """async () => {
    const socket = new WebSocket(`ws://${location.host}/ws`);
    await new Promise(resolve => socket.addEventListener('message', resolve, { once: true }));
    let waiting = null, state = null, results = 0;
    socket.addEventListener('message', (event) => {
        const m = JSON.parse(event.data);
        if (m.state) state = m.state;
        if (m.t === 'studyResult') results += 1;
        if (waiting && (m.t === 'frame' || m.t === 'pointer' || m.t === 'ack') && m.seq >= waiting.seq) { const w = waiting; waiting = null; w.resolve(); }
    });
    let seq = 0;
    const send = async (message) => {
        seq += 1;
        const answered = new Promise(resolve => { waiting = { seq, resolve }; });
        const t0 = performance.now();
        socket.send(JSON.stringify({ ...message, seq }));
        await answered;
        return performance.now() - t0;
    };
    const start = () => send({ t: 'study', action: 'start', device: 'mouse', participant: 'P' + (results + 1), plan: 'short', source: 'scripted' });
    await start();
    const times = [];
    for (let i = -200; i < 2000; i++) {  // moves, presses and releases; the first 200 are not counted
        if (state.studyFinished) await start();
        const step = ((i % 4) + 4) % 4;
        const x = state.targetX + (step === 0 ? 30 : 0), y = state.targetY;
        const message = step < 2 ? { t: 'move', x, y } : { t: 'button', button: 1, down: step === 2 };
        const time = await send(message);
        if (i >= 0) times.push(time);
    }
    socket.close();
    times.sort((a, b) => a - b);
    return { p50: times[999], p99: times[1979], max: times[1999], studies: results };
}"""


def test_input_to_frame_latency_while_a_study_logs_its_trials(page):
    """p50 and p99 over 2,000 inputs (moves, presses and releases: 500 logged trials, a study
    log line written for each) from the page's own WebSocket, beside the same measure over the
    Quilt Simulator's moves in the same page. The budget is 4 ms at p99; where the machine
    cannot give even the quilt that (a debug build on a loaded 2-core machine measures the
    quilt's p99 at 7–8 ms), the study may cost no more than the quilt plus 1 ms: logging adds
    nothing a person feels. Up to three runs; every run is recorded in study-latency.txt."""
    runs = []
    for _ in range(3):
        quilt = page.evaluate(MEASURE_LATENCY)
        study = page.evaluate(MEASURE_STUDY_LATENCY)
        runs.append((quilt, study))
        print(f"input-to-frame p99: quilt {quilt['p99']:.3f} ms; study {study['p99']:.3f} ms "
              f"(p50 {study['p50']:.3f} ms, {study['studies']} studies logged)")
        if study["p99"] < 4 or study["p99"] <= quilt["p99"] + 1:
            break
    (ARTIFACTS / "study-latency.txt").write_text("".join(
        f"quilt p50 {q['p50']:.3f} ms p99 {q['p99']:.3f} ms; study p50 {r['p50']:.3f} ms p99 {r['p99']:.3f} ms "
        f"max {r['max']:.3f} ms, {r['studies']} studies\n" for q, r in runs))
    assert all(r["studies"] >= 10 for _, r in runs), "the run logged trials: at least ten short studies ended"
    assert any(r["p99"] < 4 or r["p99"] <= q["p99"] + 1 for q, r in runs), \
        f"study p99 over 4 ms and over the quilt's p99 + 1 ms in every run: {runs}"
