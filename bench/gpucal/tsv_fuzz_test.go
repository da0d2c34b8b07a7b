package main

import (
	"testing"

	"github.com/strata-ir/strata/runtimes/gpu"
)

// FuzzParseTSV: a probe's output either parses or is an error; it never
// panics, and a fit of whatever parsed is an error or a profile that
// strata-run reads.
func FuzzParseTSV(f *testing.F) {
	f.Add(probeTSV)
	f.Add(probe2TSV)
	f.Add("# device\tX\tmem=1\nexperiment\tbytes\tstride\tms\tGBps\tnote\ncopy_h2d_pinned\t4096\t0\t0.01\t0.4\t\n")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := ParseTSV(text)
		if err != nil {
			return
		}
		prof, err := Fit(p)
		if err != nil {
			return
		}
		if _, err := gpu.Parse("fit.profile", prof); err != nil {
			t.Fatalf("the fit is no profile: %v\n%s", err, prof)
		}
	})
}
