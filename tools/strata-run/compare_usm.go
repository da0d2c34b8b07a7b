package main

// --compare: the paper's experiment (seed 000, Figure 1) on one program.
// The program runs three times on the modeled GPU: as written with
// explicit data transfers, under automatic USM (as if it said requires
// unified_shared_memory), and under automatic USM with offload-auto-close
// adding close to map(alloc); then the ratios the paper reports are
// printed side by side.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/strata-ir/strata/runtimes/gpu"
)

// compareDefaultDevice is the profile --compare models without --device:
// the paper's GPU, whose driver migrates map(alloc) arrays for nothing.
const compareDefaultDevice = "b70"

// usmRun is one of --compare's runs: its name and the flags that make it.
type usmRun struct {
	Name  string
	flags []string
}

func usmRuns() []usmRun {
	return []usmRun{
		{"explicit", []string{"--offload=explicit"}},
		{"usm", []string{"--fopenmp-force-usm", "--offload=usm"}},
		{"usm+close", []string{"--fopenmp-force-usm", "--offload=usm", "--fopenmp-auto-close"}},
	}
}

// compareOwned are the flags --compare sets itself for each run; the
// user's are dropped (true: the flag takes a value).
func compareOwned() map[string]bool {
	return map[string]bool{
		"compare": false, "offload": true, "fopenmp-force-usm": false, "fopenmp-auto-close": false,
		"report": true, "report-file": true, "plot": true,
	}
}

// flagName returns the name of a command-line flag ("--x=v", "-x") and
// whether its value is in the same word; "" when a is not a flag.
func flagName(a string) (name string, inline bool) {
	if !strings.HasPrefix(a, "-") || a == "-" {
		return "", false
	}
	name = strings.TrimLeft(a, "-")
	if i := strings.IndexByte(name, '='); i >= 0 {
		return name[:i], true
	}
	return name, false
}

// compareArgs returns the arguments of one run: the user's, less the
// flags --compare owns, with the run's flags and a JSON report to file.
func compareArgs(args []string, run usmRun, reportFile string) []string {
	owned := compareOwned()
	var out []string
	device := false
	for i := 0; i < len(args); i++ {
		name, inline := flagName(args[i])
		if takesValue, ok := owned[name]; ok {
			if takesValue && !inline {
				i++ // its value is the next word
			}
			continue
		}
		if name == "device" {
			device = true
		}
		out = append(out, args[i])
	}
	// The run's flags go first: the input file ends the flags.
	own := append([]string{}, run.flags...)
	if !device {
		own = append(own, "--device="+compareDefaultDevice)
	}
	own = append(own, "--report=json", "--report-file="+reportFile)
	return append(own, out...)
}

// compareResult is one run's outcome.
type compareResult struct {
	Run    string      `json:"run"`
	Report *gpu.Report `json:"report"`
	out    outcome
}

// Ratios are the paper's figures for one run against the explicit one.
type Ratios struct {
	Time     float64 `json:"time"`     // relative time (Figure 1a)
	Transfer float64 `json:"transfer"` // relative transfer size, explicit and migrated bytes (1b)
	// Migrations by granule, h2d and d2h (1c), are the reports' own.
	FaultShare float64 `json:"fault_share"` // share of the run's time in fault service (1d)
	TLBShare   float64 `json:"tlb_share"`   // share in TLB invalidations (1d)
}

// transferBytes is what moved between host and device, both ways,
// explicitly or by migration (the paper's transfer size).
func transferBytes(r *gpu.Report) float64 {
	return float64(r.H2DBytes + r.D2HBytes + r.MigratedH2D + r.MigratedD2H)
}

// ratio is a/b; +Inf when b is 0 and a is not (a run that moves bytes
// against one that moves none), 1 when both are 0.
func ratio(a, b float64) float64 {
	switch {
	case b != 0:
		return a / b
	case a == 0:
		return 1
	}
	return math.Inf(1)
}

func share(v float64, r *gpu.Report) float64 {
	if r.Time == 0 {
		return 0
	}
	return v / r.Time
}

func ratiosOf(r, ref *gpu.Report) Ratios {
	return Ratios{Time: ratio(r.Time, ref.Time), Transfer: ratio(transferBytes(r), transferBytes(ref)),
		FaultShare: share(r.Breakdown.Fault, r), TLBShare: share(r.Breakdown.TLB, r)}
}

// compareUSM runs --compare: args are strata-run's own arguments (not
// the program's, progArgs). The program's output is the explicit run's;
// the comparison follows on stderr (or --report-file). The status is the
// explicit run's, or 1 when a run's output or status differs from it.
func compareUSM(prog string, args, progArgs []string, stdin io.Reader, stdout, stderr io.Writer) int {
	var format, reportFile, plot string = "text", "", ""
	for i := 0; i < len(args); i++ {
		name, inline := flagName(args[i])
		var v string
		switch {
		case name != "report" && name != "report-file" && name != "plot":
			continue
		case inline:
			v = args[i][strings.IndexByte(args[i], '=')+1:]
		case i+1 < len(args):
			i++
			v = args[i]
		}
		switch name {
		case "report":
			format = v
		case "report-file":
			reportFile = v
		case "plot":
			plot = v
		}
	}
	if format != "text" && format != "json" {
		fmt.Fprintf(stderr, "%s: --report=%s: expected text or json\n", prog, format)
		return 1
	}
	dir, err := os.MkdirTemp("", "strata-compare-")
	if err != nil {
		fmt.Fprintf(stderr, "%s: --compare: %v\n", prog, err)
		return 1
	}
	defer os.RemoveAll(dir)
	var in []byte
	if stdin != nil {
		in, _ = io.ReadAll(stdin)
	}
	var results []compareResult
	for i, r := range usmRuns() {
		file := filepath.Join(dir, fmt.Sprintf("run%d.json", i))
		argv := append([]string{prog}, compareArgs(args, r, file)...)
		if len(progArgs) > 0 {
			argv = append(append(argv, "--"), progArgs...)
		}
		var o, e bytes.Buffer
		code := run(argv, bytes.NewReader(in), &o, &e)
		res := compareResult{Run: r.Name, out: outcome{o.Bytes(), e.Bytes(), code}}
		text, err := os.ReadFile(file)
		if err == nil {
			res.Report = &gpu.Report{}
			err = json.Unmarshal(text, res.Report)
		}
		if err != nil {
			// No report: the run failed before the model reported; say
			// why with the run's own messages.
			stdout.Write(o.Bytes())
			stderr.Write(e.Bytes())
			fmt.Fprintf(stderr, "%s: --compare: the %s run gave no report (exit status %d)\n", prog, r.Name, code)
			return 1
		}
		results = append(results, res)
	}
	ref := results[0]
	stdout.Write(ref.out.stdout)
	stderr.Write(ref.out.stderr)
	code := ref.out.code
	for _, r := range results[1:] {
		if !bytes.Equal(r.out.stdout, ref.out.stdout) || r.out.code != ref.out.code {
			fmt.Fprintf(stderr, "%s: --compare: the %s run's output or exit status (%d) differs from the explicit run's (%d):\n", prog, r.Run, r.out.code, ref.out.code)
			stderr.Write(r.out.stdout)
			stderr.Write(r.out.stderr)
			code = 1
		}
	}
	w := stderr
	if reportFile != "" {
		f, err := os.Create(reportFile)
		if err != nil {
			fmt.Fprintf(stderr, "%s: %v\n", prog, err)
			return 1
		}
		defer f.Close()
		w = f
	}
	if format == "json" {
		err = writeCompareJSON(w, results)
	} else {
		err = writeCompareText(w, results)
	}
	if err == nil && plot != "" {
		err = gpu.WritePlots(plot, labeled(results))
	}
	if err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
		return 1
	}
	return code
}

// labeled returns copies of the reports whose mode names the run, so
// that the tables and charts tell usm from usm+close.
func labeled(results []compareResult) []*gpu.Report {
	var out []*gpu.Report
	for _, r := range results {
		c := *r.Report
		c.Mode = r.Run
		out = append(out, &c)
	}
	return out
}

func fmtRatio(v float64) string {
	if math.IsInf(v, 1) {
		return "inf"
	}
	return fmt.Sprintf("%.3gx", v)
}

func fmtShare(v float64) string { return fmt.Sprintf("%.1f%%", 100*v) }

// writeCompareText writes the paper's ratios, one column a run, then
// the three reports side by side.
func writeCompareText(w io.Writer, results []compareResult) error {
	ref := results[0].Report
	rows := [][]string{{"relative to explicit (" + ref.Profile + ")"}}
	for _, r := range results {
		rows[0] = append(rows[0], r.Run)
	}
	add := func(name string, f func(r *gpu.Report) string) {
		row := []string{name}
		for _, r := range results {
			row = append(row, f(r.Report))
		}
		rows = append(rows, row)
	}
	add("(a) relative time", func(r *gpu.Report) string { return fmtRatio(ratiosOf(r, ref).Time) })
	add("(b) relative transfer size", func(r *gpu.Report) string { return fmtRatio(ratiosOf(r, ref).Transfer) })
	for _, g := range []string{"4K", "64K", "2M"} {
		add("(c) migrations "+g+" h2d/d2h", func(r *gpu.Report) string {
			return fmt.Sprintf("%d/%d", r.MigrationsH2D[g], r.MigrationsD2H[g])
		})
	}
	add("(d) time in faults", func(r *gpu.Report) string { return fmtShare(ratiosOf(r, ref).FaultShare) })
	add("(d) time in tlb invalidations", func(r *gpu.Report) string { return fmtShare(ratiosOf(r, ref).TLBShare) })
	widths := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, c := range row {
			widths[i] = max(widths[i], len(c))
		}
	}
	var b strings.Builder
	b.WriteString("--- usm compare (seed 000, Figure 1)\n")
	for _, row := range rows {
		for i, c := range row {
			if i == 0 {
				fmt.Fprintf(&b, "%-*s", widths[i], c)
			} else {
				fmt.Fprintf(&b, "  %*s", widths[i], c)
			}
		}
		b.WriteString("\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	return gpu.WriteText(w, labeled(results))
}

// writeCompareJSON writes {"profile", "runs": [{"run", "report"}],
// "ratios": {run: Ratios}} (ratios against the explicit run; an infinite
// ratio is null, as JSON has no infinity).
func writeCompareJSON(w io.Writer, results []compareResult) error {
	ref := results[0].Report
	type ratiosJSON struct {
		Time       *float64 `json:"time"`
		Transfer   *float64 `json:"transfer"`
		FaultShare float64  `json:"fault_share"`
		TLBShare   float64  `json:"tlb_share"`
	}
	finite := func(v float64) *float64 {
		if math.IsInf(v, 0) || math.IsNaN(v) {
			return nil
		}
		return &v
	}
	ratios := map[string]ratiosJSON{}
	for _, r := range results {
		x := ratiosOf(r.Report, ref)
		ratios[r.Run] = ratiosJSON{finite(x.Time), finite(x.Transfer), x.FaultShare, x.TLBShare}
	}
	b, err := json.MarshalIndent(struct {
		Profile string                `json:"profile"`
		Runs    []compareResult       `json:"runs"`
		Ratios  map[string]ratiosJSON `json:"ratios"`
	}{ref.Profile, results, ratios}, "", "  ")
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(w, "%s\n", b)
	return err
}
