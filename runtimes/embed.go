// Package runtimes holds the sources of the pmsis host emulation (a PULP
// cluster's team of cores as threads), for tools that link programs
// lowered for pmsis: strata-cc builds them into a temporary directory.
package runtimes

import _ "embed"

//go:embed pmsis/pmsis.c
var pmsisC string

//go:embed pmsis/pmsis.h
var pmsisH string

// ompShim gives the OpenMP API functions programs call over pmsis, as the
// PULP OpenMP runtime does on the chip.
const ompShim = `#include "pmsis.h"

int omp_get_thread_num(void) { return pi_core_id(); }
int omp_get_num_threads(void) { return pi_cl_team_nb_cores(); }
`

// PmsisSources returns the files by name: C sources to compile and headers
// they include.
func PmsisSources() map[string]string {
	return map[string]string{"pmsis.c": pmsisC, "pmsis.h": pmsisH, "omp_on_pmsis.c": ompShim}
}
