package omp_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestRoundTrip(t *testing.T) {
	for _, f := range dialecttest.TestFiles(t, "testdata") {
		t.Run(f, func(t *testing.T) { dialecttest.RoundTrip(t, f) })
	}
}

func TestDiagnostics(t *testing.T) {
	dialecttest.CheckDiagnostics(t, "testdata/invalid.mlir")
}
