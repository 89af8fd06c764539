import math

def find_radius():
    for radius in range(1, 100):  # Assuming a reasonable upper limit for the radius
        volume = (4/3) * math.pi * radius**3
        surface_area = 4 * math.pi * radius**2
        
        if math.isclose(volume, surface_area):
            return radius

radius = find_radius()
print(f"RESULT: {radius}")
print("CONFIDENCE: 100")
