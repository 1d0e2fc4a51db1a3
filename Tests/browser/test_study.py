"""The playground's study tab in a real browser: a scripted pointer (Playwright's, so the page
labels every trial scripted, never a person's) runs a short ISO 9241-9 study, and the tests
check the log on the server, the results the page shows, the CSV it offers and what
`pointerkit evaluate --from` makes of the log; then the input-to-frame latency while a study
logs. Run: python3 -m pytest -q Tests/browser
"""
import json
import subprocess

import pytest
from playwright.sync_api import sync_playwright

from test_playground import ARTIFACTS, BINARY, CHROMIUM, MEASURE_LATENCY, STUDIES, page, server, stage_origin  # noqa: F401 (fixtures)

CONDITIONS = ["mouse, magnetism off, unpadded", "mouse, magnetism on, unpadded", "mouse, magnetism on, padded",
              "mouse, bubble cursor"]


def run_short_study(page, participant="P9", device="mouse"):
    """Starts the short plan and clicks each target as it lights up until the results come;
    returns the number of clicks."""
    page.check(f'input[name="study-device"][value="{device}"]')
    page.fill("#study-participant", participant)
    page.select_option("#study-plan", "short")
    page.click("#study-start")
    page.wait_for_function("window.pointerkit.state && window.pointerkit.state.study && window.pointerkit.state.targetX !== undefined", timeout=5000)
    page.evaluate("window.scrollTo(0, 0)")
    x, y = stage_origin(page)
    clicks = 0
    while page.evaluate("!window.pointerkit.studyResult") and clicks < 100:
        state = page.evaluate("window.pointerkit.state")
        if state.get("studyFinished"):
            # The last trial is recorded and the server is still analysing it (slow on a busy
            # machine): no target shows until the results come.
            page.wait_for_function("window.pointerkit.studyResult", timeout=60000)
            break
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
    return clicks


@pytest.fixture(scope="module")
def short_study(server):
    """One short study, run once for the tests below: what the page showed when it ended and
    where its log is."""
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1500, "height": 1000})  # the 900 × 640 pt stage and the tab side by side
        page.goto(server)
        page.wait_for_function("window.pointerkit && window.pointerkit.frames > 0")
        clicks = run_short_study(page)
        result = page.evaluate("window.pointerkit.studyResult")
        assert result, f"the study did not end after {clicks} clicks"
        page.locator("#study-results").scroll_into_view_if_needed()
        page.screenshot(path=str(ARTIFACTS / "study-results.png"), full_page=True)
        seen = {
            "clicks": clicks, "result": result,
            "table": page.inner_text("#study-table"), "comparison": page.inner_text("#study-comparison"),
            "source": page.inner_text("#study-source"),
            "plots": page.locator("#study-plot svg").count(), "scatters": page.locator("#study-scatter svg").count(),
            "csv": page.evaluate("async () => (await fetch(document.querySelector('#study-csv').href)).text()"),
            "log": STUDIES / f"{result['study']}.jsonl",
        }
        browser.close()
    return seen


def test_a_scripted_pointer_runs_a_short_study_and_the_page_shows_its_table_plots_and_16_pt_comparison(short_study):
    assert short_study["clicks"] == 40, "short plan: 4 practice circles of 1 + 2 clicks, 4 blocks of 1 + 6"
    result = short_study["result"]
    assert result["source"] == "scripted pointer (not a person)"
    assert short_study["source"] == "24 trials, scripted pointer (not a person)"
    assert result["trials"] == 24
    for condition in CONDITIONS:
        assert f"| {condition} | 6 |" in short_study["table"]
        assert f"| {condition} | 6 |" in short_study["comparison"], "the short study's targets are the goal's 16 pt"
    assert short_study["plots"] == 1 and short_study["scatters"] == 1


def test_the_study_log_holds_every_trial_labelled_scripted_and_the_csv_has_a_row_for_each(short_study):
    trials = [json.loads(line) for line in short_study["log"].read_text().splitlines()]
    assert len(trials) == 32 and sum(not t["practice"] for t in trials) == 24
    assert all(t["source"] == "scripted" and t["device"] == "mouse" and t["participant"] == "P9" for t in trials)
    assert all(t["end"] > t["start"] for t in trials)
    assert all(t["width"] == 16 and t["distance"] == 250 for t in trials if not t["practice"])
    assert {t["condition"] for t in trials} == {"none", "magnetism", "padded", "bubble"}
    rows = short_study["csv"].strip().split("\r\n")
    assert rows[0].startswith("study,participant,source,device,condition") and len(rows) == 33


def evaluate_from(log, tmp_path):
    return subprocess.run([str(BINARY), "evaluate", "--from", str(log), "--trials", "13",
                           "--out", str(tmp_path / "plot.svg"), "--scatter", str(tmp_path / "endpoints.svg")],
                          capture_output=True, text=True, timeout=120)


def test_evaluate_from_the_log_reports_the_scripted_study_beside_the_model_and_the_published_figures(short_study, tmp_path):
    done = evaluate_from(short_study["log"], tmp_path)
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("## Recorded study: scripted pointer (not a person), 24 trials from ")
    study, model = out.split("## Simulated person on the same conditions and cells")
    for condition in CONDITIONS:
        assert f"| {condition} | 6 |" in study, "the study's own table, 6 trials a condition"
        assert f"| {condition} | 13 |" in model, "the model run on the study's conditions and cells"
    assert "## 16 pt targets against the system pointer with no effects (scripted pointer (not a person))" in out
    assert "| figure | published | simulated person (model) | scripted pointer (not a person) | source |" in out
    assert "recorded from a person" not in out, "no figure of a scripted pointer is presented as a person's"
    assert "scripted pointer (not a person)" in (tmp_path / "plot.svg").read_text()
    assert "scripted pointer (not a person)" in (tmp_path / "endpoints.svg").read_text()


def test_evaluate_from_a_damaged_log_reports_the_trials_before_the_problem_and_fails_naming_its_line(short_study, tmp_path):
    lines = short_study["log"].read_text().splitlines(keepends=True)
    practice = sum(json.loads(line)["practice"] for line in lines[:20])
    backwards = json.loads(lines[20])
    backwards["start"] = json.loads(lines[19])["end"] - 1
    damaged = tmp_path / "damaged.jsonl"
    damaged.write_text("".join(lines[:20]) + json.dumps(backwards) + "\n" + "".join(lines[21:]))
    done = evaluate_from(damaged, tmp_path)
    assert done.returncode != 0
    assert f"{20 - practice} trials from" in done.stdout, "the trials before the bad line are reported"
    assert "line 21: " in done.stderr and "backwards" in done.stderr
    truncated = tmp_path / "truncated.jsonl"
    truncated.write_text("".join(lines)[:-30])
    done = evaluate_from(truncated, tmp_path)
    assert done.returncode != 0 and "23 trials from" in done.stdout and f"line {len(lines)}: " in done.stderr


MEASURE_STUDY_LATENCY = """async () => {
    const socket = new WebSocket(`ws://${location.host}/ws`);
    await new Promise(resolve => socket.addEventListener('message', resolve, { once: true }));
    let waiting = null, state = null, results = 0, logged = 0, last = 0;
    socket.addEventListener('message', (event) => {
        const m = JSON.parse(event.data);
        if (m.state) {
            state = m.state;
            if (state.studyTrials > last) logged += state.studyTrials - last;
            last = state.studyTrials ?? 0;
        }
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
    const start = () => send({ t: 'study', action: 'start', device: 'mouse', participant: 'P' + (results + 1), plan: 'full', source: 'scripted' });
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
    return { p50: times[999], p99: times[1979], max: times[1999], studies: results, trials: logged };
}"""


def test_input_to_frame_latency_while_a_study_logs_its_trials(page):
    """p50 and p99 over 2,000 inputs (moves, presses and releases: 500 logged trials, a study
    log line written for each) from the page's own WebSocket, beside the same measure over the
    Quilt Simulator's moves in the same page. The study is the full plan, as a person runs it
    (360 selections, so one study ends in the run and the next begins); the short plan ended a
    study every 150 inputs, 13 analyses in four seconds, a load no person makes.

    The budget, 4 ms at p99, is a release build's (the Evaluation article gives the figures).
    This test runs the debug build on a 2-core machine that may be busy, so it holds the study
    to what the quilt's own latency test holds the playground to: p99 within one frame at
    120 Hz (8.3 ms). It does not hold the study to the quilt's figure: every study input
    changes the scene (the target lights, the next one appears), so its frames carry the scene
    (2.6 KB) where the quilt's jiggle sends the pointer alone (0.9 KB), and a debug build
    draws a scene 0.5 to 1 ms slower. Up to three runs; every run is recorded in
    study-latency.txt."""
    runs = []
    for _ in range(3):
        quilt = page.evaluate(MEASURE_LATENCY)
        study = page.evaluate(MEASURE_STUDY_LATENCY)
        runs.append((quilt, study))
        print(f"input-to-frame p99: quilt {quilt['p99']:.3f} ms; study {study['p99']:.3f} ms "
              f"(p50 {study['p50']:.3f} ms, {study['trials']} trials logged, {study['studies']} study ended)")
        if study["p99"] < 8.3:
            break
    (ARTIFACTS / "study-latency.txt").write_text("".join(
        f"quilt p50 {q['p50']:.3f} ms p99 {q['p99']:.3f} ms; study p50 {r['p50']:.3f} ms p99 {r['p99']:.3f} ms "
        f"max {r['max']:.3f} ms, {r['trials']} trials logged, {r['studies']} study ended\n" for q, r in runs))
    assert all(r["trials"] >= 450 and r["studies"] >= 1 for _, r in runs), \
        "the run logged its trials (a click on the target each four inputs) and a study ended"
    assert any(r["p99"] < 8.3 for _, r in runs), f"study p99 over one 120 Hz frame (8.3 ms) in every run: {runs}"
