package benchkit

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

func TestRounds(t *testing.T) {
	var got []string
	err := Rounds(1, 3, 2, func(r Round) error {
		got = append(got, r.Label+":"+fmtInts(r.Order)+map[bool]string{true: "", false: "-"}[r.Measured])
		return nil
	})
	want := []string{"warm-up 1/1:01-", "run 1/3:10", "run 2/3:01", "run 3/3:10"}
	if err != nil || !slices.Equal(got, want) {
		t.Errorf("Rounds = %q, %v; want %q", got, err, want)
	}
	stop := errors.New("stop")
	n := 0
	if err := Rounds(0, 5, 3, func(Round) error { n++; return stop }); err != stop || n != 1 {
		t.Errorf("Rounds after an error: %v, %d calls", err, n)
	}
}

func fmtInts(xs []int) string {
	var b strings.Builder
	for _, x := range xs {
		b.WriteByte(byte('0' + x))
	}
	return b.String()
}

func TestMeasure(t *testing.T) {
	dir := t.TempDir()
	o, err := Measure(context.Background(), Cmd{
		Path: "/bin/sh", Args: []string{"-c", "echo out; echo err >&2; exit 3"}, Dir: dir,
		Stdout: filepath.Join(dir, "stdout"), Stderr: filepath.Join(dir, "stderr"),
	})
	if err != nil {
		t.Fatal(err)
	}
	if o.Exit != 3 || o.Stderr != "err\n" || o.StderrBytes != 4 {
		t.Errorf("Measure = %+v", o)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "stdout")); string(b) != "out\n" {
		t.Errorf("stdout file holds %q", b)
	}
	if _, err := Measure(context.Background(), Cmd{Path: filepath.Join(dir, "missing"), Stderr: filepath.Join(dir, "e")}); err == nil {
		t.Error("Measure of a missing tool succeeded")
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Measure(ctx, Cmd{Path: "/bin/sh", Args: []string{"-c", "exit 0"}, Stderr: filepath.Join(dir, "e")}); err == nil {
		t.Error("Measure under a cancelled context succeeded")
	}
}

func TestSummaryRatios(t *testing.T) {
	ss := []Sample{{Wall: 3, CPU: 30, RSSKiB: 300}, {Wall: 1, CPU: 10, RSSKiB: 100}, {Wall: 2, CPU: 20, RSSKiB: 200}}
	s := Summarize(ss)
	if s != (Summary{WallMed: 2, WallMin: 1, CPUMed: 20, RSSMed: 200}) {
		t.Errorf("Summarize = %+v", s)
	}
	if got := strings.Join(s.Cells(), "|"); got != "0.0 ms|0.0 ms|0.0 ms|0.2 MiB" {
		t.Errorf("Cells = %q", got)
	}
	if got := strings.Join((Ratios{1, 2, 0.5, 0.25}).Cells(), "|"); got != "1.00x|2.00x|0.50x|0.25x" {
		t.Errorf("Ratios.Cells = %q", got)
	}
	if Summarize(nil) != (Summary{}) {
		t.Error("Summarize(nil) is not zero")
	}
	x := s.Over(Summary{WallMed: 4, WallMin: 1, CPUMed: 10, RSSMed: 0})
	if x != (Ratios{WallMed: 0.5, WallMin: 1, CPUMed: 2, RSS: 0}) {
		t.Errorf("Over = %+v", x)
	}
	if m := Median([]float64{1, 4, 2, 3}); m != 2.5 {
		t.Errorf("Median of floats = %v", m)
	}
	// Per round 2, 1, 1.5: the median 1.5, where the medians give 2/2.
	if x, ok := PairedRatio([]time.Duration{2, 2, 3}, []time.Duration{1, 2, 2}); !ok || x != 1.5 {
		t.Errorf("PairedRatio = %v, %v", x, ok)
	}
	if _, ok := PairedRatio([]time.Duration{1}, nil); ok {
		t.Error("PairedRatio of unequal lengths")
	}
}

func TestFlags(t *testing.T) {
	var out bytes.Buffer
	fs := NewFlagSet("x", "HEAD\n", "TAIL\n", &out)
	n := fs.Int("n", 1, "a number")
	if err := Parse(fs, []string{"-n", "2"}); err != nil || *n != 2 {
		t.Errorf("Parse: %v, n = %d", err, *n)
	}
	if err := Parse(fs, []string{"extra"}); err == nil || !strings.Contains(out.String(), "HEAD\n") || !strings.HasSuffix(out.String(), "TAIL\n") {
		t.Errorf("Parse of an argument: %v; usage %q", err, out.String())
	}
	if err := Parse(NewFlagSet("x", "", "", io.Discard), []string{"--help"}); !errors.Is(err, flag.ErrHelp) {
		t.Errorf("--help: %v", err)
	}
	for _, tt := range []struct {
		runs, warmup int
		timeout      time.Duration
		ok           bool
	}{{1, 0, 1, true}, {0, 0, 1, false}, {1, -1, 1, false}, {1, 0, 0, false}} {
		if err := CheckRounds(tt.runs, tt.warmup, tt.timeout); (err == nil) != tt.ok {
			t.Errorf("CheckRounds(%d, %d, %v) = %v", tt.runs, tt.warmup, tt.timeout, err)
		}
	}
	all := []string{"a", "b", "c"}
	if got, err := ParseList("config", "c, a,c", all); err != nil || !slices.Equal(got, []string{"c", "a"}) {
		t.Errorf("ParseList = %q, %v", got, err)
	}
	if got, _ := ParseList("config", "all", all); !slices.Equal(got, all) {
		t.Errorf("ParseList(all) = %q", got)
	}
	if _, err := ParseList("config", "a,d", all); err == nil || err.Error() != `unknown config "d" (want a, b, c or all)` {
		t.Errorf("ParseList of an unknown name: %v", err)
	}
	type item struct{ name string }
	items := []item{{"p"}, {"q"}}
	key := func(i item) string { return i.name }
	if got := Names(items, key); !slices.Equal(got, []string{"p", "q"}) {
		t.Errorf("Names = %q", got)
	}
	if it, ok := Lookup(items, key, "q"); !ok || it.name != "q" {
		t.Errorf("Lookup = %v, %v", it, ok)
	}
	if _, ok := Lookup(items, key, "r"); ok {
		t.Error("Lookup of a missing name")
	}
}

func TestWorkDir(t *testing.T) {
	dir, cleanup, err := WorkDir("benchkit-test-", false, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cleanup()
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("cleanup left %s", dir)
	}
	var progress bytes.Buffer
	dir, cleanup, err = WorkDir("benchkit-test-", true, &progress)
	if err != nil {
		t.Fatal(err)
	}
	cleanup()
	defer os.RemoveAll(dir)
	if _, err := os.Stat(dir); err != nil || !strings.Contains(progress.String(), dir) {
		t.Errorf("a kept work directory: %v, progress %q", err, progress.String())
	}
}

func TestReport(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "out")
	var progress bytes.Buffer
	if err := WriteReport(dir, "# r\n", "<svg/>\n", &progress); err != nil {
		t.Fatal(err)
	}
	if b, _ := os.ReadFile(filepath.Join(dir, "report.md")); string(b) != "# r\n" {
		t.Errorf("report.md holds %q", b)
	}
	if !strings.Contains(progress.String(), "chart.svg") {
		t.Errorf("progress %q", progress.String())
	}
	for _, tt := range []struct{ got, want string }{
		{Command("irparse", nil), "go run ./bench/irparse"},
		{Command("irparse", []string{"--ops", "5"}), "go run ./bench/irparse --ops 5"},
		{Plural(1, "run"), "1 run"},
		{MedianOf(1), "1 run"},
		{MedianOf(5), "median of 5 runs"},
		{Plural(3, "run"), "3 runs"},
		{Cell("a | b\n c"), `a \| b c`},
		{FormatCount(1234567), "1,234,567"},
		{FormatCount(-1000), "-1,000"},
		{FormatCount(999), "999"},
		{FormatMiB(3 << 19), "1.5"},
		{FormatKiB(2048), "2.0 MiB"},
		{FormatKiB(20 << 20), "20.00 GiB"},
		{FormatSample(Sample{Wall: 2 * time.Millisecond, RSSKiB: 1024}), "2.0 ms (1.0 MiB)"},
		{Machine{CPU: "cpu", NCPU: 2, OS: "linux", Arch: "amd64", LoadBefore: "0.1 0 0", LoadAfter: "0.2 0 0"}.String(),
			"cpu, 2 CPUs, linux/amd64; load average 0.1 0 0 before the runs, 0.2 0 0 after"},
	} {
		if tt.got != tt.want {
			t.Errorf("got %q, want %q", tt.got, tt.want)
		}
	}
}

func TestSVG(t *testing.T) {
	s := NewSVG(100, 50, 12, "a < b", "sub")
	s.Bar(10, 10, 30, 5, "red")
	s.Tick(20, 10, 5)
	s.Dashed(1, 2, 3, 4, "blue")
	s.Text(1, 2, "x & y")
	s.Label(1, 2, "z")
	s.Swatch(10, 54, "red", "ours")
	s.Bold(1, 2, "wall")
	s.Note(1, 2, "red", "2x")
	out := s.String()
	if !strings.Contains(out, `font-size="16" font-weight="bold">a &lt; b</text>`) || !strings.Contains(out, `<text x="10" y="42">sub</text>`) {
		t.Errorf("heading:\n%s", out)
	}
	var doc struct {
		XMLName xml.Name
		Rects   []struct{} `xml:"rect"`
	}
	if err := xml.Unmarshal([]byte(out), &doc); err != nil || doc.XMLName.Local != "svg" || len(doc.Rects) != 3 {
		t.Errorf("not an svg with 3 rects (%v):\n%s", err, out)
	}
}

func TestMachine(t *testing.T) {
	t.Setenv("GOGC", "50")
	m := NewMachine("GOGC", "BENCHKIT_UNSET")
	if m.GoEnv != "GOGC=50" || m.NCPU < 1 {
		t.Errorf("NewMachine = %+v", m)
	}
	ran := false
	if err := m.Measured(func() error { ran = true; return nil }); err != nil || !ran || m.LoadBefore == "" || m.LoadAfter == "" {
		t.Errorf("Measured: %v, ran %v, loads %q %q", err, ran, m.LoadBefore, m.LoadAfter)
	}
	m.NCPU, m.LoadBefore, m.LoadAfter = 2, "0.5 0 0", "1.5 0 0"
	var w bytes.Buffer
	m.WarnIfBusy(&w)
	if _, busy := m.Busy(); !busy || !strings.Contains(w.String(), "1.5 on 2 CPUs") {
		t.Errorf("a busy machine: %q", w.String())
	}
	if n := m.BusyNote(", and more"); !strings.Contains(n, "(load average 0.5 0 0 before, 1.5 0 0 after, on 2 CPUs)") || !strings.Contains(n, "noisy, and more. User+sys") {
		t.Errorf("BusyNote = %q", n)
	}
	m.LoadAfter = "0.5 0 0"
	if n := m.BusyNote(""); n != "" {
		t.Errorf("BusyNote of a quiet machine = %q", n)
	}
}

func TestPairChart(t *testing.T) {
	pc := PairChart{Left: 100, PanelW: 200, Gap: 20, BarFrac: 0.5, Rows: []PairRow{
		{Name: "a", Ours: Summary{WallMed: 2, WallMin: 1, RSSMed: 10}, Peer: Summary{WallMed: 1, WallMin: 1, RSSMed: 10}, Wall: Target{2, "2x"}},
		{Name: "b", Ours: Summary{WallMed: 1, WallMin: 1, RSSMed: 5}, Peer: Summary{WallMed: 1, WallMin: 1, RSSMed: 10}},
	}}
	if pc.Width() != 530 || pc.Bottom() != pairTop+2*pairRowH {
		t.Errorf("Width %d, Bottom %d", pc.Width(), pc.Bottom())
	}
	c := NewSVG(pc.Width(), pc.Bottom()+10, 12, "t", "s")
	pc.Draw(c)
	out := c.String()
	// The target is the longest wall bar: ours' at 2 reaches it.
	if strings.Count(out, "stroke-dasharray") != 1 || !strings.Contains(out, `<rect x="100.0" y="84.0" width="100.0"`) || !strings.Contains(out, "(2.00x)") || !strings.Contains(out, "(0.50x)") {
		t.Errorf("chart:\n%s", out)
	}
}

func TestGoBuild(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a binary")
	}
	root := t.TempDir()
	for name, text := range map[string]string{"go.mod": "module example.com/m\n\ngo 1.22\n", "main.go": "package main\n\nfunc main() {}\n"} {
		if err := os.WriteFile(filepath.Join(root, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bin := filepath.Join(t.TempDir(), "m")
	if err := GoBuild(context.Background(), root, bin, "."); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(bin); err != nil {
		t.Error(err)
	}
	if err := GoBuild(context.Background(), root, bin, "./missing"); err == nil || !strings.Contains(err.Error(), "go build ./missing failed") {
		t.Errorf("GoBuild of a missing package: %v", err)
	}
	if rev := GitRevision(context.Background(), root); rev != "" {
		t.Errorf("GitRevision outside a repository = %q", rev)
	}
}

func TestOpsByName(t *testing.T) {
	got := OpsByName(map[string]int{"b": 2, "a": 2, "c": 1500})
	if !strings.Contains(got, "| `c` | 1,500 |\n| `a` | 2 |\n| `b` | 2 |\n") || !strings.HasPrefix(got, "\n<details>") {
		t.Errorf("OpsByName:\n%s", got)
	}
}

func TestWriteWith(t *testing.T) {
	path := filepath.Join(t.TempDir(), "w")
	n, err := WriteWith(path, func(w io.Writer) (int, error) { return io.WriteString(w, "abc") })
	if b, _ := os.ReadFile(path); err != nil || n != 3 || string(b) != "abc" {
		t.Errorf("WriteWith = %d, %v; file %q", n, err, b)
	}
	if _, err := WriteWith(filepath.Join(path, "x"), func(io.Writer) (int, error) { return 0, nil }); err == nil {
		t.Error("WriteWith under a file succeeded")
	}
}

func TestLineWriter(t *testing.T) {
	var b bytes.Buffer
	l := NewLineWriter(&b)
	l.Line("a {")
	l.Indent++
	l.Begin()
	l.Add("%", "x = ")
	l.AddInt(42)
	l.End()
	l.Indent--
	l.Line("}")
	if err := l.Flush(); err != nil {
		t.Fatal(err)
	}
	if want := "a {\n  %x = 42\n}\n"; b.String() != want || l.Bytes != int64(len(want)) || l.Lines != 3 {
		t.Errorf("wrote %q, counted %d bytes and %d lines", b.String(), l.Bytes, l.Lines)
	}
}
