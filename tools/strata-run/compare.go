package main

// --compare-pipeline: run the program, run it again after a pass pipeline,
// and report whether the two runs behaved alike.

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/strata-ir/strata/dialects/builtin"
	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/ir"
	"github.com/strata-ir/strata/passes"
	passesall "github.com/strata-ir/strata/passes/all"
	"github.com/urfave/cli/v2"
)

// pipelineSource names the pipeline's text in its diagnostics.
const pipelineSource = "<compare-pipeline>"

// outcome is what one run of the program did.
type outcome struct {
	stdout, stderr []byte
	code           int
}

// wrapPipeline accepts strata-opt's --pass-pipeline syntax,
// builtin.module(...), and for convenience a bare list of passes, which it
// wraps in builtin.module(...).
func wrapPipeline(p string) string {
	p = strings.TrimSpace(p)
	if strings.HasPrefix(p, builtin.ModuleOpName+"(") || strings.HasPrefix(p, "any(") {
		return p
	}
	return builtin.ModuleOpName + "(" + p + ")"
}

// comparePipeline runs m, applies the pipeline to m, runs it again and
// writes the verdict to stdout: 0 when stdout, stderr and the exit status
// are equal, 1 when they differ or the pipeline fails.
func comparePipeline(c *cli.Context, prog, path string, m *ir.Operation, pipeline string, progArgs []string, stdin io.Reader, stdout, stderr io.Writer, srcs *ir.SourceFiles) int {
	text := wrapPipeline(pipeline)
	pm := passes.NewPassManager(m.Context(), builtin.ModuleOpName, passes.Config{Registry: passesall.NewRegistry(), VerifyEach: true})
	if err := pm.AddPipeline(text, pipelineSource); err != nil {
		psrcs := ir.NewSourceFiles()
		psrcs.Add(pipelineSource, text)
		diags := passes.Diagnostics(err)
		if len(diags) == 0 {
			fmt.Fprintf(stderr, "%s: --compare-pipeline: %v\n", prog, err)
		}
		for _, d := range diags {
			ir.PrintDiagnostic(stderr, d, psrcs)
		}
		return 1
	}
	var in []byte
	if stdin != nil {
		in, _ = io.ReadAll(stdin)
	}
	runOnce := func() outcome {
		var o, e bytes.Buffer
		code := execute(c, prog, path, m, progArgs, bytes.NewReader(in), &o, &e, srcs)
		return outcome{o.Bytes(), e.Bytes(), code}
	}
	before := runOnce()
	if _, err := pm.Run(m); err != nil {
		fmt.Fprintf(stderr, "%s: --compare-pipeline: the pipeline %s failed:\n", prog, text)
		report(stderr, prog, err, srcs)
		return 1
	}
	if err := ir.Verify(m); err != nil {
		fmt.Fprintf(stderr, "%s: --compare-pipeline: the module does not verify after %s:\n", prog, text)
		report(stderr, prog, err, srcs)
		return 1
	}
	after := runOnce()
	return writeComparison(stdout, text, before, after)
}

// writeComparison reports the two runs; it returns 0 when they are equal.
func writeComparison(w io.Writer, pipeline string, before, after outcome) int {
	same := before.code == after.code && bytes.Equal(before.stdout, after.stdout) && bytes.Equal(before.stderr, after.stderr)
	if same {
		fmt.Fprintf(w, "compare-pipeline: %s: equal (stdout %d bytes, stderr %d bytes, exit status %d)\n",
			pipeline, len(before.stdout), len(before.stderr), before.code)
		return 0
	}
	fmt.Fprintf(w, "compare-pipeline: %s: different\n", pipeline)
	if before.code != after.code {
		fmt.Fprintf(w, "exit status: %d before, %d after\n", before.code, after.code)
	}
	for _, s := range []struct {
		name string
		a, b []byte
	}{{"stdout", before.stdout, after.stdout}, {"stderr", before.stderr, after.stderr}} {
		if bytes.Equal(s.a, s.b) {
			continue
		}
		fmt.Fprintf(w, "--- %s before %s\n+++ %s after %s\n", s.name, pipeline, s.name, pipeline)
		io.WriteString(w, UnifiedDiff(string(s.a), string(s.b), 3))
	}
	return 1
}

// splitLines splits s into lines, each keeping its newline; a last line
// without one is marked as diff marks it.
func splitLines(s string) []string {
	var out []string
	for len(s) > 0 {
		i := strings.IndexByte(s, '\n')
		if i < 0 {
			out = append(out, s+"\n\\ No newline at end of file\n")
			break
		}
		out = append(out, s[:i+1])
		s = s[i+1:]
	}
	return out
}

// UnifiedDiff returns the hunks of a unified diff of a and b, line by
// line, with ctx lines of context. The edit script is a longest common
// subsequence after the common prefix and suffix are set aside; a middle
// too large for that (more than 4 million line pairs) is shown as
// replaced.
func UnifiedDiff(a, b string, ctx int) string {
	x, y := splitLines(a), splitLines(b)
	// ops: ' ' keep, '-' delete (from x), '+' insert (from y).
	type edit struct {
		op   byte
		line string
	}
	var script []edit
	p := 0
	for p < len(x) && p < len(y) && x[p] == y[p] {
		p++
	}
	s := 0
	for s < len(x)-p && s < len(y)-p && x[len(x)-1-s] == y[len(y)-1-s] {
		s++
	}
	for _, l := range x[:p] {
		script = append(script, edit{' ', l})
	}
	mx, my := x[p:len(x)-s], y[p:len(y)-s]
	n, m := len(mx), len(my)
	if n*m <= 4<<20 {
		// lcs[i][j]: the LCS of mx[i:] and my[j:].
		lcs := make([][]int32, n+1)
		for i := range lcs {
			lcs[i] = make([]int32, m+1)
		}
		for i := n - 1; i >= 0; i-- {
			for j := m - 1; j >= 0; j-- {
				if mx[i] == my[j] {
					lcs[i][j] = lcs[i+1][j+1] + 1
				} else {
					lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
				}
			}
		}
		i, j := 0, 0
		for i < n || j < m {
			switch {
			case i < n && j < m && mx[i] == my[j]:
				script = append(script, edit{' ', mx[i]})
				i++
				j++
			case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]):
				script = append(script, edit{'-', mx[i]})
				i++
			default:
				script = append(script, edit{'+', my[j]})
				j++
			}
		}
	} else {
		for _, l := range mx {
			script = append(script, edit{'-', l})
		}
		for _, l := range my {
			script = append(script, edit{'+', l})
		}
	}
	for _, l := range x[len(x)-s:] {
		script = append(script, edit{' ', l})
	}
	// Group the changes into hunks with ctx lines of context.
	var out strings.Builder
	for k := 0; k < len(script); {
		if script[k].op == ' ' {
			k++
			continue
		}
		start := max(0, k-ctx)
		end := k
		for end < len(script) {
			if script[end].op != ' ' {
				end++
				continue
			}
			run := end
			for run < len(script) && script[run].op == ' ' {
				run++
			}
			if run == len(script) || run-end > 2*ctx {
				end = min(end+ctx, len(script))
				break
			}
			end = run
		}
		// Line numbers of the hunk's start in a and b.
		la, lb := 1, 1
		for _, e := range script[:start] {
			if e.op != '+' {
				la++
			}
			if e.op != '-' {
				lb++
			}
		}
		na, nb := 0, 0
		for _, e := range script[start:end] {
			if e.op != '+' {
				na++
			}
			if e.op != '-' {
				nb++
			}
		}
		if na == 0 {
			la--
		}
		if nb == 0 {
			lb--
		}
		fmt.Fprintf(&out, "@@ -%d,%d +%d,%d @@\n", la, na, lb, nb)
		for _, e := range script[start:end] {
			out.WriteByte(e.op)
			out.WriteString(e.line)
		}
		k = end
	}
	return out.String()
}

// nullObserver is attached by the hidden --null-observer flag: it does
// nothing, so that a run with it measures the cost of the observer hook
// itself (bench/interp).
type nullObserver struct{}

func (nullObserver) Access(*interp.Page, uint64, uint64, bool) {}
