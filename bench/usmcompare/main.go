// Command usmcompare runs strata-run --compare over the mini-applications
// of examples/offload on the modeled GPU and sets the geometric means of
// USM/explicit and USM+close/explicit next to the paper's (seed 000: USM
// under 1.2x of explicit, 1.03x with close on map(alloc)). It prints the
// table and writes it, with the per-app figures, to
// bench/results/usmcompare/report.md.
//
//	go run ./bench/usmcompare [-devices b70,h200] [-out bench/results/usmcompare/report.md]
//
// Run from the repository root. The paper's apps are real codes; these are
// minimal reproductions of one phenomenon each, several chosen to show a
// pathology, so their geometric mean is not expected to match the paper's:
// the point is each app's direction and what close recovers.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"github.com/strata-ir/strata/bench/internal/benchkit"
)

// The paper's geometric means (seed 000, section 4.2 and the abstract).
const (
	paperUSM      = 1.2
	paperUSMClose = 1.03
)

// app is one mini-application and how it is run.
type app struct {
	file    string
	profile string // "" : the device of the column
	inMean  bool   // counted in the geometric means
	why     string // why not, when not
}

// apps lists examples/offload: lbm_noclose is left out of the means
// (it exists to show the auto-close pass refusing; its explicit run reads
// map(alloc) data the device never wrote, so explicit is no baseline) and
// evict_big always runs on the small-VRAM profile its phenomenon needs.
func apps(dir string) ([]app, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.c"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	var out []app
	for _, f := range files {
		a := app{file: f, inMean: true}
		switch filepath.Base(f) {
		case "lbm_noclose.c":
			a.inMean, a.why = false, "not a valid explicit baseline (shows the pass refusing close)"
		case "evict_big.c":
			a.profile = filepath.Join(dir, "small-vram.profile")
		}
		out = append(out, a)
	}
	return out, nil
}

// compareJSON is the part of strata-run --compare --report=json read here.
type compareJSON struct {
	Profile string `json:"profile"`
	Runs    []struct {
		Run    string `json:"run"`
		Report struct {
			Time        float64 `json:"time_s"`
			H2D         uint64  `json:"h2d_bytes"`
			D2H         uint64  `json:"d2h_bytes"`
			MigratedH2D uint64  `json:"migrated_h2d_bytes"`
			MigratedD2H uint64  `json:"migrated_d2h_bytes"`
			GPUFaults   uint64  `json:"gpu_faults"`
			CPUFaults   uint64  `json:"cpu_faults"`
			Evictions   uint64  `json:"evictions"`
			Migrations  map[string]uint64
		} `json:"report"`
	} `json:"runs"`
	Ratios map[string]struct {
		Time       *float64 `json:"time"`
		Transfer   *float64 `json:"transfer"`
		FaultShare float64  `json:"fault_share"`
		TLBShare   float64  `json:"tlb_share"`
	} `json:"ratios"`
}

// row is one app on one device.
type row struct {
	app, device, result string
	c                   compareJSON
	err                 error
}

func main() {
	devices := flag.String("devices", "b70,h200", "comma-separated profiles (the first is the paper's comparison)")
	out := flag.String("out", "bench/results/usmcompare/report.md", "the report to write ('' for none)")
	dir := flag.String("apps", "examples/offload", "the mini-applications")
	flag.Parse()
	if err := run(strings.Split(*devices, ","), *dir, *out, os.Stdout); err != nil {
		fmt.Fprintf(os.Stderr, "usmcompare: %v\n", err)
		os.Exit(1)
	}
}

func run(devices []string, dir, out string, w io.Writer) error {
	tmp, err := os.MkdirTemp("", "usmcompare-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, "strata-run")
	root, err := benchkit.ModuleRoot(context.Background())
	if err != nil {
		return err
	}
	if err := benchkit.GoBuild(context.Background(), root, bin, "./tools/strata-run"); err != nil {
		return err
	}
	list, err := apps(dir)
	if err != nil {
		return err
	}
	var rows []row
	for _, d := range devices {
		for _, a := range list {
			rows = append(rows, compare(bin, a, d))
		}
	}
	var md bytes.Buffer
	writeReport(&md, devices, list, rows)
	return benchkit.PrintReport(w, out, md.Bytes())
}

// compare runs one app on one device through strata-run --compare.
func compare(bin string, a app, device string) row {
	prof := device
	if a.profile != "" {
		prof = a.profile
	}
	r := row{app: strings.TrimSuffix(filepath.Base(a.file), ".c"), device: prof}
	cmd := exec.Command(bin, "-fopenmp", "--compare", "--device="+prof, "--report=json", a.file)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		r.err = fmt.Errorf("%s: %v: %s", a.file, err, strings.TrimSpace(stderr.String()))
		return r
	}
	r.result = strings.TrimSpace(stdout.String())
	if err := json.Unmarshal(stderr.Bytes(), &r.c); err != nil {
		r.err = fmt.Errorf("%s: the report: %v", a.file, err)
	}
	return r
}

func fmtX(v *float64) string {
	if v == nil {
		return "inf"
	}
	return fmt.Sprintf("%.3gx", *v)
}

// geomean of the positive finite values, and how many there were.
func geomean(vs []float64) (float64, int) {
	var s float64
	n := 0
	for _, v := range vs {
		if v > 0 && !math.IsInf(v, 0) {
			s += math.Log(v)
			n++
		}
	}
	if n == 0 {
		return math.NaN(), 0
	}
	return math.Exp(s / float64(n)), n
}

func writeReport(w io.Writer, devices []string, list []app, rows []row) {
	fmt.Fprintf(w, "# USM compare over examples/offload\n\n")
	fmt.Fprintf(w, "`go run ./bench/usmcompare`: `strata-run --compare` (explicit as written, automatic USM,\n")
	fmt.Fprintf(w, "USM + offload-auto-close) per mini-application; ratios against the explicit run.\n")
	fmt.Fprintf(w, "Modeled times: deterministic for the same program and profile.\n\n")
	for _, d := range devices {
		fmt.Fprintf(w, "## %s\n\n", d)
		fmt.Fprintf(w, "| app | profile | time usm | time usm+close | transfer usm | transfer usm+close | faults+tlb usm | evictions usm | result |\n")
		fmt.Fprintf(w, "| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n")
		var usm, closed []float64
		for i, r := range rows[len(list)*indexOf(devices, d):][:len(list)] {
			a := list[i]
			if r.err != nil {
				fmt.Fprintf(w, "| %s | %s | error: %v |||||||\n", r.app, r.device, r.err)
				continue
			}
			u, c := r.c.Ratios["usm"], r.c.Ratios["usm+close"]
			var ev uint64
			for _, run := range r.c.Runs {
				if run.Run == "usm" {
					ev = run.Report.Evictions
				}
			}
			name := r.app
			if !a.inMean {
				name += " (not in the means: " + a.why + ")"
			} else {
				if u.Time != nil {
					usm = append(usm, *u.Time)
				}
				if c.Time != nil {
					closed = append(closed, *c.Time)
				}
			}
			fmt.Fprintf(w, "| %s | %s | %s | %s | %s | %s | %.1f%% | %d | `%s` |\n", name, filepath.Base(r.device),
				fmtX(u.Time), fmtX(c.Time), fmtX(u.Transfer), fmtX(c.Transfer), 100*(u.FaultShare+u.TLBShare), ev, r.result)
		}
		gu, n := geomean(usm)
		gc, _ := geomean(closed)
		fmt.Fprintf(w, "\nGeometric mean of the time ratios over %d apps:\n\n", n)
		fmt.Fprintf(w, "| | strata model (%s) | paper (seed 000, B70) |\n| --- | --- | --- |\n", d)
		fmt.Fprintf(w, "| USM / explicit | %.3gx | < %.3gx |\n", gu, paperUSM)
		fmt.Fprintf(w, "| USM+close / explicit | %.3gx | %.3gx |\n\n", gc, paperUSMClose)
	}
}

func indexOf(xs []string, x string) int {
	for i, v := range xs {
		if v == x {
			return i
		}
	}
	return -1
}
