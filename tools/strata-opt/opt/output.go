package opt

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// WriteOutput calls write with a writer for the output file path, or for
// stdout when path is "" or "-". A regular file is written atomically: write
// fills a temporary file next to it, which replaces path only when write
// and every I/O step succeed, so that a failure leaves path as it was (or
// absent) and no temporary file behind. That guards against our own
// failures, as LLVM's ToolOutputFile does, not against a crash of the
// machine: the file is not synced. Paths that are not regular files, such
// as /dev/null or a named pipe, are written in place. I/O errors are
// worded as mlir-opt words them; other errors of write are returned as
// they are.
func WriteOutput(path string, stdout io.Writer, write func(io.Writer) error) error {
	if path == "" || path == "-" {
		bw := bufio.NewWriterSize(stdout, 64<<10)
		err := write(bw)
		if err == nil {
			err = bw.Flush()
		}
		return writeError("-", err)
	}
	// Write through a symbolic link to the file it names rather than
	// replacing the link.
	target := path
	if real, err := filepath.EvalSymlinks(path); err == nil {
		target = real
	}
	if info, err := os.Stat(target); err == nil && !info.Mode().IsRegular() {
		return writeInPlace(path, target, write)
	}
	f, err := createTemp(target)
	if err != nil {
		return outputError(path, err)
	}
	tmp := f.Name()
	temps.add(tmp)
	committed := false
	defer func() {
		// Runs on every failure, a panic in write included; closing twice
		// is harmless.
		if !committed {
			f.Close()
			os.Remove(tmp)
		}
		temps.remove(tmp)
	}()
	bw := bufio.NewWriterSize(f, 64<<10)
	if err := write(bw); err != nil {
		return writeError(path, err)
	}
	if err := bw.Flush(); err != nil {
		return writeError(path, err)
	}
	if err := f.Close(); err != nil {
		return writeError(path, err)
	}
	if err := os.Rename(tmp, target); err != nil {
		return outputError(path, err)
	}
	committed = true
	return nil
}

func writeInPlace(path, target string, write func(io.Writer) error) error {
	f, err := os.OpenFile(target, os.O_WRONLY|os.O_TRUNC, 0)
	if err != nil {
		return outputError(path, err)
	}
	bw := bufio.NewWriterSize(f, 64<<10)
	err = write(bw)
	if err == nil {
		err = bw.Flush()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return writeError(path, err)
}

// temps records the temporary files being written, for RemoveTemps.
var temps tempSet

type tempSet struct {
	mu    sync.Mutex
	names map[string]bool
}

func (s *tempSet) add(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.names == nil {
		s.names = make(map[string]bool)
	}
	s.names[name] = true
}

func (s *tempSet) remove(name string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.names, name)
}

// RemoveTemps removes the temporary files of the WriteOutput calls in
// progress, for a program about to be killed by a signal: deferred
// cleanups do not run then.
func RemoveTemps() {
	temps.mu.Lock()
	defer temps.mu.Unlock()
	for name := range temps.names {
		os.Remove(name)
	}
}

// RemoveTempsOnSignal waits for a signal that ends the program, removes
// the temporary -o files being written, and dies of the signal, as LLVM
// tools do: an interrupted run leaves nothing behind either. Tools start
// it in a goroutine of its own.
func RemoveTempsOnSignal() {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
	sig := <-sigs
	RemoveTemps()
	signal.Reset(sig)
	if p, err := os.FindProcess(os.Getpid()); err == nil {
		p.Signal(sig)
	}
	// Where the signal cannot be raised again, exit as shells report a
	// death by signal.
	time.Sleep(time.Second)
	if s, ok := sig.(syscall.Signal); ok {
		os.Exit(128 + int(s))
	}
	os.Exit(1)
}

// createTemp creates a new file in target's directory. Unlike os.CreateTemp
// it asks for mode 0666, so that the umask decides the permissions of the
// output as it would for a file created directly.
func createTemp(target string) (*os.File, error) {
	dir, base := filepath.Split(target)
	if dir == "" {
		dir = "."
	}
	seed := uint64(time.Now().UnixNano()) ^ uint64(os.Getpid())<<32
	for range 100 {
		seed = seed*6364136223846793005 + 1442695040888963407
		name := filepath.Join(dir, "."+base+".tmp"+strconv.FormatUint(seed>>33, 36))
		f, err := os.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o666)
		if errors.Is(err, fs.ErrExist) {
			continue
		}
		return f, err
	}
	return nil, fmt.Errorf("cannot create a temporary file in %s", dir)
}

// writeError words an I/O error writing path as mlir-opt would; other
// errors of the write callback are returned as they are.
func writeError(path string, err error) error {
	var pe *fs.PathError
	if !errors.As(err, &pe) {
		return err
	}
	if path == "-" {
		return fmt.Errorf("cannot write to standard output: %w", pe.Err)
	}
	return fmt.Errorf("cannot write output file '%s': %w", path, pe.Err)
}

// outputError words a failure to write path as mlir-opt does.
func outputError(path string, err error) error {
	return fmt.Errorf("cannot open output file '%s': %w", path, errMessage(err))
}
