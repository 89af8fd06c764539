import math

# Given angle values
angle_BAD = 110  # degrees
angle_CDA = 100  # degrees

# Angle EFD is trisected in both BAD and CDA, so each is:
angle_EFD_BAD = angle_BAD / 3
angle_EFD_CDA = angle_CDA / 3

# Angle AEF is the sum of angle_BAD and angle_EFD_BAD:
angle_AEF = angle_BAD + angle_EFD_BAD

# Angle DAF is the difference between angle_CDA and angle_EFD_CDA:
angle_DAF = angle_CDA - angle_EFD_CDA

# Since angle AEF and angle DAF are supplementary (they add up to 180 degrees),
# we can check their values. However, for this problem, we only need to calculate the angle ADF.
result = angle_DAF
confidence = 100  # since the calculations are simple and straightforward

print(f"RESULT: {result}")
print(f"CONFIDENCE: {confidence}")
