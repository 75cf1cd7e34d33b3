#!/bin/sh
# galculator in basic mode, the way the add task expects it.
exec galculator
