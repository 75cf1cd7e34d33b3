"""Compile librosa's numba functions into NUMBA_CACHE_DIR at image build time (the librosa tool's layer).

What it runs is what compare_audios runs in the desktop (src/osworld/metrics/desktop-media.ts): librosa.load
(22050 Hz mono, float32; from a stereo file at another rate too, so resampling and downmixing are compiled),
20 MFCCs, util.normalize, fastdtw with scipy's cosine distance. The sound is made here (numpy and the
standard library's wave module): the build needs no file from outside.
"""

import os
import sys
import tempfile
import wave

import numpy as np


def write_wav(path: str, rate: int, channels: int) -> None:
    t = np.arange(rate, dtype=np.float64) / rate
    tone = 0.5 * np.sin(2 * np.pi * 440 * t) * (t < 0.5) + 0.5 * np.sin(2 * np.pi * 660 * t) * (t >= 0.5)
    samples = np.repeat((tone * 32767).astype("<i2")[:, None], channels, axis=1)
    with wave.open(path, "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(2)
        out.setframerate(rate)
        out.writeframes(samples.tobytes())


def main() -> None:
    if not os.environ.get("NUMBA_CACHE_DIR"):
        sys.exit("warm-numba-cache.py: NUMBA_CACHE_DIR is not set, so numba would cache nothing")
    import librosa
    from fastdtw import fastdtw
    from scipy.spatial.distance import cosine

    with tempfile.TemporaryDirectory() as folder:
        mfccs = []
        for name, rate, channels in (("mono.wav", 22050, 1), ("stereo.wav", 44100, 2)):
            path = os.path.join(folder, name)
            write_wav(path, rate, channels)
            y, sr = librosa.load(path)
            mfccs.append(librosa.util.normalize(librosa.feature.mfcc(y=y, sr=sr), axis=1))
        distance, path = fastdtw(mfccs[0].T, mfccs[1].T, dist=lambda x, y: cosine(x, y))
    entries = sum(len(files) for _, _, files in os.walk(os.environ["NUMBA_CACHE_DIR"]))
    if entries == 0:
        sys.exit("warm-numba-cache.py: numba wrote nothing into NUMBA_CACHE_DIR")
    print(f"numba cache: {entries} files; the two tones compare at {np.exp(-distance / len(path)):.3f}")


main()
