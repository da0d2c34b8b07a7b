package main

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"

	"github.com/strata-ir/strata/interp"
	"github.com/strata-ir/strata/runtimes/gpu"
	"github.com/strata-ir/strata/runtimes/offload"
	"github.com/urfave/cli/v2"
)

// deviceRun is --device: the modeled GPU attached to the offload
// runtime, its progress line and its report.
type deviceRun struct {
	*gpu.Model
	profile    *gpu.Profile
	format     string
	file, plot string
	prog       string
	stderr     io.Writer
	stop       chan struct{}
	once       sync.Once
	done       sync.WaitGroup
}

func newDeviceRun(c *cli.Context, prog string, stderr io.Writer) (*deviceRun, error) {
	p, err := gpu.Load(c.String("device"))
	if err != nil {
		return nil, err
	}
	f := c.String("report")
	if f != "text" && f != "json" {
		return nil, fmt.Errorf("--report=%s: expected text or json", f)
	}
	return &deviceRun{profile: p, format: f, file: c.String("report-file"), plot: c.String("plot"), prog: prog, stderr: stderr}, nil
}

// attach makes the model for the engine's memory and starts the
// progress line: every 5 seconds of a long run, the kernels so far and
// the modeled time (stderr; never in a short run, so tests see none).
func (d *deviceRun) attach(e *interp.Engine, mode offload.Mode) {
	d.Model = gpu.New(d.profile, e.Mem)
	d.SetMode(mode == offload.ModeUSM)
	d.stop = make(chan struct{})
	d.done.Add(1)
	go func() {
		defer d.done.Done()
		tick := time.NewTicker(5 * time.Second)
		defer tick.Stop()
		for {
			select {
			case <-d.stop:
				return
			case <-tick.C:
				k, s := d.Progress()
				fmt.Fprintf(d.stderr, "%s: gpu %s: %d kernels, %.6g s modeled\n", d.prog, d.profile.Name, k, s)
			}
		}
	}()
}

func (d *deviceRun) stopProgress() {
	d.once.Do(func() {
		if d.stop != nil {
			close(d.stop)
			d.done.Wait()
		}
	})
}

// finish writes the report (and the charts).
func (d *deviceRun) finish(exit int) error {
	d.stopProgress()
	r := d.Report(exit)
	w := d.stderr
	if d.file != "" {
		f, err := os.Create(d.file)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	var err error
	if d.format == "json" {
		err = r.WriteJSON(w)
	} else {
		err = gpu.WriteText(w, []*gpu.Report{r})
	}
	if err != nil {
		return err
	}
	if d.plot != "" {
		return gpu.WritePlots(d.plot, []*gpu.Report{r})
	}
	return nil
}
