package cir_test

import (
	"testing"

	"github.com/strata-ir/strata/dialects/all/dialecttest"
)

func TestVerifierMessages(t *testing.T) {
	dialecttest.CheckDiagnostics(t, "testdata/invalid.mlir")
}
